import type { Express } from 'express';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sendExpiryReminders } from '../../domain/documents/expiry-reminders.js';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drainResetMails } from '../../domain/accounts/reset-mails.js';
import { drainMailing } from '../../domain/mailings/mail-drain.js';
import { buildApp } from '../../http/app.js';
import { answerFrameworkErrorsAsJson } from '../../http/framework-errors.js';
import { mountPublicPages } from '../../http/pages/mount.js';
import { readFirebaseEnv } from './firebase-env.js';
import { firebaseHome } from './firebase-wiring.js';

// The daily emptying of the trash, deployed from the same bundle (entry/firebase/trash-schedule.ts).
export { emptyTrash } from './trash-schedule.js';
// Expired one-time codes deleted every five minutes, not TTL's day (entry/firebase/code-expiry-schedule.ts).
export { deleteExpiredCodes } from './code-expiry-schedule.js';

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
  description:
    "The site's public address for canonical URLs, link previews, the sitemap, the feeds and the links in staff mails (empty: the project's web.app address)",
});
const smtpUrl = defineSecret('SMTP_URL');

// Read when the module loads: at deploy (the region) and once per instance (the emulators' hosts).
// firebase.json's Hosting rewrite names the same region.
const env = readFirebaseEnv();

// Before the Functions Framework builds its own Express app: its body parser's refusals become the
// API's JSON errors instead of HTML pages (framework-errors.ts).
answerFrameworkErrorsAsJson();

/**
 * Whom to believe about the client's address (req.ip, so the per-address limits). Google's front
 * end appends two entries to X-Forwarded-For: "<what the sender wrote>, <immediate client IP>,
 * <load balancer IP>" (Google Cloud's "External Application Load Balancer overview", the
 * X-Forwarded-For header; Cloud Functions' "Request headers" page says the same list reaches a
 * function), and the connection itself comes from Google's 169.254.x.x proxy. Trusting the socket and
 * the last entry makes req.ip the address Google's front end saw; everything before it is whatever
 * the sender wrote. Google documents no header for Hosting: its CDN is reported to append the
 * visitor before it (pbojinov/request-ip#37), but the function's own URL can be called directly
 * with any list, so only Google's own entries are believed. Through Hosting req.ip may then be the
 * CDN node's address (coarser per-address limits), never one a sender chose. The access log's
 * remoteIp shows which it is on a deployed site.
 */
const GOOGLE_FRONT_END_HOPS = 2;

let app: Express | undefined;
let builtHome: ReturnType<typeof firebaseHome> | undefined;
// The web app's server build, copied beside the bundle by scripts/build-deploy.mjs.
const ssrDir = join(dirname(fileURLToPath(import.meta.url)), 'web');

/** The Firebase home, built once per instance on first use (by the API or by the reset mails' schedule). */
function instanceHome(): ReturnType<typeof firebaseHome> {
  builtHome ??= firebaseHome({
    webApiKey: webApiKey.value(),
    mailFrom: mailFrom.value(),
    officeEmail: officeEmail.value(),
    smtpUrl: smtpUrl.value() || undefined,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    storageEmulatorHost: env.FIREBASE_STORAGE_EMULATOR_HOST,
    siteUrl: siteUrl.value() || undefined,
    projectId: env.GCLOUD_PROJECT,
  });
  return builtHome;
}

/**
 * The same Express app as the embedded server, built once per instance on its first request. It
 * also renders the public pages (Hosting rewrites them here: firebase.json): one function rather
 * than a second one, so a page and the API calls it makes in process share one warm instance,
 * one cold start and one deploy; the CDN answers nearly every page visit anyway (PAGE_CACHE_CONTROL).
 */
export const api = onRequest(
  { region: env.API_REGION, secrets: [smtpUrl], memory: '512MiB', timeoutSeconds: 60, concurrency: 40 },
  (req, res) => {
    if (!app) {
      const home = instanceHome();
      // One origin for pages, feeds and mails: SITE_URL, else the project's web.app address, never a
      // request's Host (Hosting's CDN keeps each answer for everyone: domain/site-origin.ts).
      app = buildApp(home, (app, read) => mountPublicPages(app, read, { ssrDir, siteUrl: home.config.siteUrl }), {
        trustProxy: GOOGLE_FRONT_END_HOPS,
      });
    }
    app(req, res);
  },
);

/**
 * The guarantee that every "Forgot password?" mail goes out. The API starts a drain right after each
 * answer (routes/auth.ts), but Cloud Functions may throttle an instance's CPU once it has answered,
 * or retire it, and a failed send waits for its retry time; so this sends what is due every few
 * minutes (the embedded home's twin: entry/embedded/reset-mailing.ts). A run with nothing due is one small query.
 */
export const sendResetMails = onSchedule(
  { schedule: 'every 5 minutes', region: env.API_REGION, secrets: [smtpUrl], memory: '256MiB', timeoutSeconds: 300 },
  async () => {
    const { config, ...home } = instanceHome();
    const handled = await drainResetMails({ ...home, installerOfficeEmail: config.officeEmail, siteUrl: config.siteUrl, log: console });
    if (handled > 0) console.info(`Handled ${handled} waiting password reset mail(s).`);
  },
);

/** The office's mails 30 and 7 days before a document lapses (the embedded home's twin: entry/embedded/document-reminders.ts). */
export const documentReminders = onSchedule(
  {
    schedule: 'every day 08:00',
    timeZone: 'Asia/Kolkata',
    region: env.API_REGION,
    secrets: [smtpUrl],
    memory: '256MiB',
    timeoutSeconds: 300,
  },
  async () => {
    const { config, ...home } = instanceHome();
    const sent = await sendExpiryReminders({ ...home, installerOfficeEmail: config.officeEmail, siteUrl: config.siteUrl, log: console });
    if (sent > 0) console.info(`Mailed ${sent} reminder(s) of documents about to lapse.`);
  },
);

/** A run claims no new mail after this long, so runs a minute apart rarely overlap (a claim's lease covers them if they do). */
const MAILING_RUN_MS = 50_000;

/**
 * The subscribers' mails (issue 39): every minute, the announcements whose time has come (a publish
 * time, the weekly digest) are fanned out and the due mails sent at the queue's pace. The API drains
 * right after an announcement too, but Cloud Functions may throttle an instance once it has answered;
 * this is the guarantee, and it takes over the claims of an instance that died once their lease runs
 * out. The embedded home's twin: entry/embedded/subscription-mailing.ts.
 */
export const sendSubscriberMails = onSchedule(
  { schedule: 'every 1 minutes', region: env.API_REGION, secrets: [smtpUrl], memory: '256MiB', timeoutSeconds: 120 },
  async () => {
    const { config, ...home } = instanceHome();
    const started = performance.now();
    const handled = await drainMailing(
      { ...home, siteUrl: config.siteUrl, log: console },
      () => performance.now() - started > MAILING_RUN_MS,
    );
    if (handled > 0) console.info(`Handled ${handled} subscriber mail(s).`);
  },
);
