import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FirestoreServer } from './firestore-server.js';
import { startFakeGcs } from './fake-gcs.js';
import { readyOrFailed } from './emulator-output.js';
import { freePort, portOr } from './free-port.js';

export const DEMO_PROJECT = 'demo-school-faridkot';
const root = fileURLToPath(new URL('../../..', import.meta.url));

// What vitest.global-setup.ts hands to the tests through inject('firebase').
declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's emulators, and the folder where the SMTP server the function mails through keeps each mail as .eml. */
    firebase: Omit<FirebaseEmulators, 'stop'> & { mailOutbox: string };
  }
}

export interface FirebaseEmulators {
  /** host:port of the Auth emulator */
  authHost: string;
  /** host:port of the in-process Firestore emulator the function also uses */
  firestoreHost: string;
  /** host:port of the fake Storage API */
  storageHost: string;
  /** http://host:port of the Hosting emulator, which rewrites /api/** to the function */
  hostingUrl: string;
  stop: () => Promise<void>;
}

type Port = 'auth' | 'functions' | 'hosting' | 'firestore' | 'storage' | 'hub' | 'logging' | 'eventarc' | 'tasks';

export interface EmulatorOptions {
  log?: (line: string) => void;
  /** Ports to take when free (`npm run emulators` asks for firebase.json's); any free port otherwise. */
  ports?: Partial<Record<Port, number>>;
  /**
   * The Hosting section of the throw-away config, given the Storage stand-in's origin (its image
   * URLs must pass the CSP); paths in it are relative to `.firebase-test/`. Tests get a stub page.
   */
  hosting?: (storageOrigin: string) => Record<string, unknown>;
  /** The function's SMTP_URL secret (the emulator reads it from .secret.local); none: mail fails loudly. */
  smtpUrl?: string;
}

/**
 * The Firebase home as far as this machine can run it: firebase-tools' Auth, Functions and
 * Hosting emulators (no Java needed) with the built Cloud Function, plus Firestore and Storage
 * stand-ins (the official ones need Java 21): @firestore-emulator/server and testing/fake-gcs.ts.
 * Free ports and a throw-away config, so it never clashes with a maintainer's own emulators.
 */
export async function startFirebaseEmulators({
  log = () => {},
  ports = {},
  hosting: site,
  smtpUrl,
}: EmulatorOptions = {}): Promise<FirebaseEmulators> {
  const port = (name: Port): Promise<number> => {
    const wanted = ports[name];
    return wanted ? portOr(wanted) : freePort();
  };
  const firestorePort = await port('firestore');
  const firestore = new FirestoreServer();
  await firestore.start(firestorePort);
  const gcs = await startFakeGcs(ports.storage ? await port('storage') : 0);

  const [auth, functions, hosting, hub, logging, eventarc, tasks] = [
    await port('auth'),
    await port('functions'),
    await port('hosting'),
    await port('hub'),
    await port('logging'),
    await port('eventarc'),
    await port('tasks'),
  ];
  const dir = join(root, '.firebase-test', String(hosting));
  // The port is free, so no live run owns this folder: whatever is there was left by a killed one.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'public'), { recursive: true });
  mkdirSync(join(dir, 'tmp'));
  // The function is built beside this config, not into functions/dist: two runs at once (the
  // Firebase tests and scripts/emulators.test.ts) rebuilding one folder would reload each other's
  // function mid-test. The link resolves its imports as from functions/dist (functions/node_modules
  // holds versions the root does not).
  const build = spawnSync(process.execPath, [join(root, 'functions/scripts/build-deploy.mjs'), join(dir, 'functions')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`functions build failed:\n${build.stdout}${build.stderr}`);
  }
  symlinkSync(join(root, 'functions/node_modules'), join(dir, 'node_modules'), 'dir');
  if (smtpUrl) writeFileSync(join(dir, 'functions', '.secret.local'), `SMTP_URL=${smtpUrl}\n`);
  // The site's origin, as a deployed site sets it (functions/.env.<project>): pages, feeds and mails
  // name the Hosting emulator's address, never a request's Host (domain/site-origin.ts).
  writeFileSync(join(dir, 'functions', '.env.local'), `SITE_URL=http://127.0.0.1:${hosting}\n`);
  writeFileSync(join(dir, 'public', 'index.html'), '<!doctype html><title>emulated hosting</title>');
  const configFile = join(root, `.firebase-test/firebase.${hosting}.json`);
  writeFileSync(
    configFile,
    JSON.stringify({
      hosting: site?.(`http://${gcs.host}`) ?? {
        public: `${hosting}/public`, // paths are relative to the config file
        rewrites: [{ source: '/api/**', function: { functionId: 'api', region: 'asia-south1' } }],
      },
      functions: [{ source: `${hosting}/functions`, codebase: 'default', runtime: 'nodejs22' }],
      emulators: {
        singleProjectMode: true,
        auth: { host: '127.0.0.1', port: auth },
        functions: { host: '127.0.0.1', port: functions },
        hosting: { host: '127.0.0.1', port: hosting },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        // Started with the Functions emulator. Left unset, firebase-tools looks for a free port from
        // 9299 and 9499 and binds it later, so two sets starting at once (Vitest's Firebase files and
        // the browser suite's Firebase site) can both take 9299: the likely cause of a set that once
        // exited during its start beside the other.
        eventarc: { host: '127.0.0.1', port: eventarc },
        tasks: { host: '127.0.0.1', port: tasks },
        ui: { enabled: false },
      },
    }),
  );

  const child = spawn(
    process.execPath,
    [
      // The Auth emulator's validators compiled on first use, not all at start (the preload says why).
      '--require',
      join(root, 'functions/src/testing/firebase-tools-preload.cjs'),
      join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--config',
      configFile,
      '--project',
      DEMO_PROJECT,
      '--only',
      'auth,functions,hosting',
    ],
    {
      cwd: root,
      detached: true, // its own process group, so stop() also ends the function workers it spawns
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestorePort}`,
        FIREBASE_STORAGE_EMULATOR_HOST: gcs.host,
        CI: 'true',
        // The Functions emulator's worker sockets (fire_emu_*.sock) go to the temporary folder and
        // outlive a killed worker: this run's own folder, removed by stop().
        TMPDIR: join(dir, 'tmp'),
        // Seconds the Functions emulator waits for the function's code to load (10 by default): a
        // loaded 2-core machine took longer, and every Firebase browser test then failed at once.
        FUNCTIONS_DISCOVERY_TIMEOUT: '90',
        // Discovery by a manifest file the loading code writes, not by polling a port: firebase-tools
        // polls that port in a loop with no pause, which on 2 busy cores starved the very process it
        // waited for (a CI run's emulators printed nothing more for 120 s).
        FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    firestore.stop();
    await gcs.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(configFile, { force: true });
  };
  try {
    await readyOrFailed(child, log);
  } catch (error) {
    // All of it, the stand-ins too (left running, they kept the test process from ending); and
    // firebase-tools only while it runs, so its exit's own error is the one thrown.
    await stop();
    throw error;
  }

  return {
    authHost: `127.0.0.1:${auth}`,
    firestoreHost: `127.0.0.1:${firestorePort}`,
    storageHost: gcs.host,
    hostingUrl: `http://127.0.0.1:${hosting}`,
    stop,
  };
}
