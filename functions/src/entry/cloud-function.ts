import type { Express } from 'express';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../http/app.js';
import { answerFrameworkErrorsAsJson } from '../http/framework-errors.js';
import { mountPublicPages } from '../http/pages/mount.js';
import { readFirebaseEnv } from './firebase-env.js';
import { firebaseHome } from './firebase-wiring.js';

// Settings come from Functions params: non-secret ones from functions/.env.<project> (or asked at
// deploy), the SMTP URL (it holds a password) from Secret Manager.
const webApiKey = defineString('WEB_API_KEY', { description: "The Firebase project's Web API key (Project settings > General)" });
const mailFrom = defineString('MAIL_FROM', { default: 'Convent School Faridkot <no-reply@localhost>' });
const officeEmail = defineString('OFFICE_EMAIL', {
  default: '',
  description: 'Where contact-form messages go (empty: the MAIL_FROM address)',
});
const siteUrl = defineString('SITE_URL', {
  default: '',
  description: "The site's public address for canonical URLs and link previews (empty: the address visitors use)",
});
const smtpUrl = defineSecret('SMTP_URL');

// Read when the module loads: at deploy (the region) and once per instance (the emulators' hosts).
// firebase.json's Hosting rewrite names the same region.
const env = readFirebaseEnv();

// Before the Functions Framework builds its own Express app: its body parser's refusals become the
// API's JSON errors instead of HTML pages (framework-errors.ts).
answerFrameworkErrorsAsJson();

let app: Express | undefined;
// The web app's server build, copied beside the bundle by scripts/build-deploy.mjs.
const ssrDir = join(dirname(fileURLToPath(import.meta.url)), 'web');

/**
 * The same Express app as the embedded server, built once per instance on its first request. It
 * also renders the public pages (Hosting rewrites them here: firebase.json): one function rather
 * than a second one, so a page and the API calls it makes in process share one warm instance,
 * one cold start and one deploy; the CDN answers nearly every page visit anyway (PAGE_CACHE_CONTROL).
 */
export const api = onRequest(
  { region: env.API_REGION, secrets: [smtpUrl], memory: '512MiB', timeoutSeconds: 60, concurrency: 40 },
  (req, res) => {
    app ??= buildApp(
      firebaseHome({
        webApiKey: webApiKey.value(),
        mailFrom: mailFrom.value(),
        officeEmail: officeEmail.value(),
        smtpUrl: smtpUrl.value() || undefined,
        authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
        storageEmulatorHost: env.FIREBASE_STORAGE_EMULATOR_HOST,
      }),
      (app) => void mountPublicPages(app, { ssrDir, siteUrl: siteUrl.value() || undefined }),
    );
    app(req, res);
  },
);
