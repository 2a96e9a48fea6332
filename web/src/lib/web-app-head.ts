import type { Locale } from '@school/shared/i18n/locales';
import { APP_ICONS, SERVICE_WORKER_REGISTRATION_SCRIPT, webAppManifestPath } from '@school/shared/web-app';

// The installable app in every public page (issue 39, item 4), written by the server's render
// (entry-server.tsx), so no page's script carries it: the manifest of the page's language, the icon a
// phone's home screen takes when it reads no manifest (Safari), and the worker's registration, an
// inline script the CSP allows by its hash (@school/shared/web-app).

/** For <head>: the manifest's link, in the page's language, and the home-screen icon. */
export function webAppHead(locale: Locale): string {
  return `<link rel="manifest" href="${webAppManifestPath(locale)}"/><link rel="apple-touch-icon" href="${APP_ICONS[0].src}"/>`;
}

/** The end of <body>: the worker registers after the page's `load`. */
export const WEB_APP_BODY_END = `<script>${SERVICE_WORKER_REGISTRATION_SCRIPT}</script>`;
