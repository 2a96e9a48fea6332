import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../http/app.js';
import { mountWebHosting } from '../../http/web-hosting.js';
import { embeddedHome } from './embedded-wiring.js';
import { CODE_SWEEP_INTERVAL_MS, startExpirySweep } from './expiry-sweep.js';
import { openAccessLogFiles } from '../../adapters/embedded/access-log-files.js';
import { CODE_RECORDS } from '../../domain/collections.js';
import { startDocumentReminders } from './document-reminders.js';
import { startResetMailing } from './reset-mailing.js';
import { startSubscriptionMailing } from './subscription-mailing.js';
import { startTrashEmptying } from './trash-emptying.js';
import { testClockControl } from './test-clock.js';
import { DEFAULT_ORPHAN_FILE_GRACE_SECONDS, EnvError, productionUnlessSaid, readEnv, type EmbeddedEnv } from './env.js';

export const defaultWebDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));
// The web app's server build sits beside its browser build (web/dist-ssr).
const ssrDirOf = (webDist: string) => join(dirname(webDist), 'dist-ssr');

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** The settings, with the sweep's grace period optional for callers that build them by hand (tests). */
export type ServerEnv = Omit<EmbeddedEnv, 'ORPHAN_FILE_GRACE_SECONDS' | 'TRUST_PROXY'> &
  Partial<Pick<EmbeddedEnv, 'ORPHAN_FILE_GRACE_SECONDS' | 'TRUST_PROXY'>>;

/** The embedded home in one process: /api, /files and the web app. Tests start it too. */
export async function startServer(env: ServerEnv, log: (line: string) => void = console.log): Promise<RunningServer> {
  const home = await embeddedHome(env);
  // Before listening, so no upload of this process can be in flight.
  const swept = await home.sweepOrphanFiles((env.ORPHAN_FILE_GRACE_SECONDS ?? DEFAULT_ORPHAN_FILE_GRACE_SECONDS) * 1000);
  if (swept.length > 0) log(`Deleted ${swept.length} uploaded file(s) no page or gallery uses (left by an interrupted upload).`);
  // Expired codes, throttle records, sessions and password links: now and hourly (Firebase: TTL policies).
  const expiry = await startExpirySweep({
    store: home.store,
    clock: home.clock,
    onError: (error) => (home.log ?? console).error('Could not delete expired records:', error),
  });
  // The records of one-time codes, within minutes of their expiry (Firebase: deleteExpiredCodes).
  const codes = await startExpirySweep(
    {
      store: home.store,
      clock: home.clock,
      collections: CODE_RECORDS,
      onError: (error) => (home.log ?? console).error('Could not delete expired codes:', error),
    },
    CODE_SWEEP_INTERVAL_MS,
  );
  // What has been in the trash for 30 days goes for good: now and daily (Firebase: entry/firebase/trash-schedule.ts).
  const trash = await startTrashEmptying({
    ...home,
    log,
    onError: (error) => (home.log ?? console).error('Could not empty the trash:', error),
  });
  const webDist = env.WEB_DIST ?? defaultWebDist;
  // The access log's lines (one per request) go where the start-up lines go, stdout by default, and
  // to a file per day kept a year (DATA_DIR/logs; Firebase: Cloud Logging's retention, README).
  const accessFiles = await openAccessLogFiles({
    dir: join(home.dataDir, 'logs'),
    onError: (error) => (home.log ?? console).error('Could not write the access log file:', error),
  });
  // Browser tests only (TEST_CLOCK_CONTROL=1, loopback HOST): a clock they can move ahead.
  const testClock = env.TEST_CLOCK_CONTROL ? testClockControl(env.HOST) : undefined;
  // The app is built once the port is known (PORT=0 takes any free one): without SITE_URL, the
  // site's links name the address printed below, never one a request's Host header chose
  // (domain/site-origin.ts). Nothing can be asked before: no await lies between listening and this.
  let handler: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handler(req, res));
  // A client (or a proxy in front) sends its next request on the connection it already has; Node
  // closed an idle one after 5 s, sometimes just as that request was on its way (ECONNRESET: seen by
  // the browser tests' API client). Longer than a proxy's usual 60 s, as Node's docs advise.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      expiry.stop();
      codes.stop();
      trash.stop();
      void accessFiles.close();
      void home.close();
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`PORT ${env.PORT} is already in use. Stop the other program or set PORT to another number.`)
          : error,
      );
    });
    server.listen(env.PORT, env.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const url = `http://${host}:${port}`;
  const siteUrl = env.SITE_URL ?? url;
  const hosting = { webDist, ssrDir: ssrDirOf(webDist), filesDir: home.filesDir, siteUrl, log: home.log ?? console };
  const deps = {
    ...home,
    config: { ...home.config, siteUrl },
    clock: testClock?.clock ?? home.clock,
    log: home.log ?? { error: console.error, warn: console.warn, info: log },
  };
  const app = buildApp(deps, (app, read) => mountWebHosting(app, read, hosting), {
    rememberPublicAnswers: true,
    trustProxy: env.TRUST_PROXY,
    accessLog: {
      info: (line) => {
        accessFiles.write(line);
        deps.log.info(line);
      },
    },
  });
  handler = testClock ? testClock.wrap(app) : app;
  // "Forgot password?" mails left waiting (a failed send, a restart): now and every minute
  // (Firebase: sendResetMails in entry/firebase/cloud-function.ts). After the app, so mails name the same siteUrl.
  const resetMails = startResetMailing({ ...deps, installerOfficeEmail: deps.config.officeEmail, siteUrl });
  // Documents about to lapse: the office is mailed 30 and 7 days before (Firebase: documentReminders).
  const reminders = startDocumentReminders({
    ...deps,
    installerOfficeEmail: deps.config.officeEmail,
    siteUrl,
    onError: (error) => deps.log.error('Could not send the documents\u2019 reminders:', error),
  });
  // Subscribers' mails (issue 39): what a killed predecessor left, then every 30 s (Firebase: sendSubscriberMails).
  const mailing = await startSubscriptionMailing({
    ...deps,
    siteUrl,
    onError: (error) => deps.log.error('Could not send the subscribers\u2019 mails:', error),
  });
  log(`School website running at ${url}  (data in ${home.dataDir})`);
  log(`Staff sign in at ${url}/admin/login`);
  if ((await home.identity.listUsers()).length === 0) {
    log('No staff account exists yet. Create the first one with:');
    log('  npm run admin -- create --email you@example.com --password "a long password" --name "Your Name" --role superadmin');
  }
  return {
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      expiry.stop();
      codes.stop();
      trash.stop();
      await resetMails.stop();
      await reminders.stop();
      await mailing.stop();
      await accessFiles.close();
      await home.close();
    },
  };
}

async function main(): Promise<void> {
  productionUnlessSaid();
  let running: RunningServer;
  try {
    running = await startServer(readEnv());
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : `Could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void running.close().then(() => process.exit(0)));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
