import { createHash } from 'node:crypto';
import { SCRIPT_FONT_FLAG_SCRIPT } from '@school/shared/i18n/script-font-flag';
import { SERVICE_WORKER_REGISTRATION_SCRIPT } from '@school/shared/web-app';
import helmet from 'helmet';

/** A CSP source that allows one inline script, and only while its text is exactly `script`. */
export const inlineScriptSource = (script: string): string => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * Security headers on every answer of the standalone server and the function (Hosting adds the
 * same set to its static files through firebase.json). Scripts only from our own origin, and two
 * inline scripts by their hashes: the Punjabi and Hindi pages' font flag, which must run before the
 * first paint (@school/shared/i18n/script-font-flag), and the service worker's registration at the
 * end of every public page (@school/shared/web-app). The worker and the web app manifest only from our
 * own origin, said outright rather than left to default-src. Inline styles are allowed: prerendered pages inline their stylesheet (one request
 * less before the first paint) and the back office's MUI (emotion) injects styles at run time.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", inlineScriptSource(SCRIPT_FONT_FLAG_SCRIPT), inlineScriptSource(SERVICE_WORKER_REGISTRATION_SCRIPT)],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  // The contact page embeds OpenStreetMap's map once asked (no other site's frame); nothing may embed us.
  'frame-src': ['https://www.openstreetmap.org'],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

export const securityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
  // The site links out to social pages and opens forms in new tabs; COOP same-origin is fine.
  crossOriginEmbedderPolicy: false,
});

/**
 * What a stored file is answered with: its real type, a download under the title's name, and a
 * policy that makes any page the browser might make of it an opaque, script-less sandbox (a hostile
 * PDF or a polyglot cannot run script in the site's origin), never sniffed as anything else.
 */
export const FILE_SAFETY_HEADERS = {
  'Content-Security-Policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;
