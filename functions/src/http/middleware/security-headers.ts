import helmet from 'helmet';

/**
 * Security headers on every answer of the standalone server and the function (Hosting adds the
 * same set to its static files through firebase.json). Scripts only from our own origin, no
 * inline script. Inline styles are allowed: prerendered pages inline their stylesheet (one request
 * less before the first paint) and the back office's MUI (emotion) injects styles at run time.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // The contact page embeds a map; nothing may embed us.
  'frame-src': ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
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
