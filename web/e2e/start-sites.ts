import { mkdtempSync, rmSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatedHosting, readFirebaseJson } from '../../scripts/firebase-home/config';
import { DEMO_PROJECT, startFirebaseEmulators } from '../../functions/src/testing/firebase-emulators';
import { startSmtpSink } from '../../functions/src/testing/smtp-sink';
import { runCli, startServer, type RunningServer } from './server-process';
import { FIREBASE_STAFF, readyFileIn, type SiteName } from './sites';

// Starts the sites of sites.ts for global-setup.ts, the only importer: the Firebase home's modules
// (firebase-tools' helpers, gRPC, the Storage fake) load once, in Playwright's main process, not again
// in every worker.

type Maker = (dataDir: string, signal: AbortSignal) => Promise<RunningServer & { seedOutput: string; outbox?: string }>;

const seededSite: Maker = async (dataDir, signal) => {
  const seedOutput = await runCli('seed-cli.ts', [], dataDir, signal);
  return { ...(await startServer(dataDir, signal)), seedOutput };
};

// A new site nobody has written to (the shared one fills up with other specs' content).
const emptySite: Maker = async (dataDir, signal) => ({ ...(await startServer(dataDir, signal)), seedOutput: '' });

/**
 * The Firebase home as `npm run emulators` runs it without Java (Auth, Functions and Hosting
 * emulators with firebase.json's rewrites and headers, the in-process Firestore emulator, the Cloud
 * Storage fake), its function mailing a real SMTP sink that writes the outbox, and one staff member.
 */
const firebaseSite: Maker = async (dataDir) => {
  const outbox = join(dataDir, 'outbox');
  const sink = await startSmtpSink(outbox);
  const home = await startFirebaseEmulators({
    hosting: (storageOrigin) => emulatedHosting(readFirebaseJson(), storageOrigin),
    smtpUrl: sink.url,
  }).catch(async (error: unknown) => {
    await sink.stop();
    throw error;
  });
  const { email, password, name } = FIREBASE_STAFF;
  const args = ['--firebase', 'create', '--email', email, '--password', password, '--name', name, '--role', 'superadmin'];
  await runCli('admin-cli.ts', args, dataDir, undefined, { FIREBASE_AUTH_EMULATOR_HOST: home.authHost, GCLOUD_PROJECT: DEMO_PROJECT });
  return {
    url: home.hostingUrl,
    seedOutput: '',
    outbox,
    stop: async () => {
      await home.stop();
      await sink.stop();
    },
  };
};

/**
 * Starts every site in the background (global-setup, once the shared server is up, so that one is
 * not slowed). The teardown stops them, ready or not: a run of one test does not wait for a seed.
 */
export function prepareSites(sitesDir: string): () => Promise<void> {
  const makers: Record<SiteName, Maker> = {
    seeded: seededSite,
    firebase: firebaseSite,
    empty: emptySite,
  };
  const abort = new AbortController();
  const pending = (Object.keys(makers) as SiteName[]).map(async (name) => {
    const dataDir = mkdtempSync(join(tmpdir(), `school-${name}-`));
    // Written whole, then renamed: a waiting worker never reads half a file.
    const announce = async (content: object) => {
      const file = readyFileIn(sitesDir, name);
      await writeFile(`${file}.part`, JSON.stringify(content));
      await rename(`${file}.part`, file);
    };
    try {
      const server = await makers[name](dataDir, abort.signal);
      await announce({ url: server.url, seedOutput: server.seedOutput, outbox: server.outbox });
      return { server, dataDir };
    } catch (error) {
      await announce({ error: String(error) });
      return { server: null, dataDir };
    }
  });
  return async () => {
    abort.abort();
    for (const { server, dataDir } of await Promise.all(pending)) {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
