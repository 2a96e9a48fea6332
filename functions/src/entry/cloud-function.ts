import type { Express } from 'express';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { buildApp } from '../http/app.js';
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
const smtpUrl = defineSecret('SMTP_URL');

// Read when the module loads: at deploy (the region) and once per instance (the emulators' hosts).
// firebase.json's Hosting rewrite names the same region.
const env = readFirebaseEnv();

let app: Express | undefined;

/** The same Express app as the embedded server, built once per instance on its first request. */
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
    );
    app(req, res);
  },
);
