import { SERVICE_WORKER_REGISTRATION_SCRIPT } from '@school/shared/web-app';

// The installable app in every public page (issue 39, item 4), written by the server's render
// (entry-server.tsx), so no page's script carries it: one inline script at the end of <body>, which the
// CSP allows by its hash (@school/shared/web-app). After the page's `load` it links the manifest of
// the page's language and the home-screen icon, and registers the service worker.

/** The end of <body>. */
export const WEB_APP_BODY_END = `<script>${SERVICE_WORKER_REGISTRATION_SCRIPT}</script>`;
