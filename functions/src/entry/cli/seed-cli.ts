import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../../http/app.js';
import type { Identity } from '../../ports/identity.js';
import { seedThroughApi, siteHasContent } from '../../seed/seed-through-api.js';
import { embeddedHome } from '../embedded/embedded-wiring.js';
import { readEnv } from '../embedded/env.js';
import { readFirebaseEnv } from '../firebase/firebase-env.js';

const DEMO_ADMIN = { email: 'demo.admin@school.example', name: 'Demo Administrator' };

/** Creates the demo administrator, or gives it a fresh password; returns the password. */
async function demoAdmin(identity: Identity): Promise<string> {
  const password = randomBytes(9).toString('base64url');
  const existing = await identity.findByEmail(DEMO_ADMIN.email);
  if (existing) await identity.updateUser(existing.id, { password, disabled: false });
  else await identity.createUser({ ...DEMO_ADMIN, password, role: 'superadmin' });
  return password;
}

export interface SeedOptions {
  force: boolean;
  log: (line: string) => void;
}

/**
 * Fills a site with demo content through its API. `apiBase` and `identity` say which site:
 * the embedded one in DATA_DIR (the app is started in-process) or a Firebase one (emulators).
 */
export async function seed(
  apiBase: string,
  identity: Identity,
  { force, log }: SeedOptions,
): Promise<{ email: string; password: string } | null> {
  const password = await demoAdmin(identity);
  // Through the site's own sign-in, so the token is a session the site knows (whichever home it is).
  const token = await signInThroughApi(apiBase, DEMO_ADMIN.email, password);
  if (!force && (await siteHasContent(apiBase, token))) {
    log('This site already has content; nothing was added. Run `npm run seed -- --force` to add the demo content anyway.');
    return null;
  }
  log('Adding demo content:');
  await seedThroughApi(apiBase, token, log);
  return { email: DEMO_ADMIN.email, password };
}

async function signInThroughApi(apiBase: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${apiBase}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json().catch(() => ({}))) as { token?: string; error?: string };
  if (!response.ok || !body.token) throw new Error(`POST /auth/login answered ${response.status}: ${body.error ?? 'no token'}`);
  return body.token;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { force: { type: 'boolean', default: false }, firebase: { type: 'boolean', default: false }, api: { type: 'string' } },
  });
  const log = (line: string) => console.log(line);
  let result: Awaited<ReturnType<typeof seed>>;
  if (values.firebase) {
    // The emulators (npm run emulators) or a real project: the API through Hosting, staff in Firebase Auth.
    const { firebaseIdentity } = await import('../firebase/firebase-wiring.js');
    const env = readFirebaseEnv();
    const identity = firebaseIdentity({ webApiKey: env.WEB_API_KEY ?? 'demo-api-key', authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST });
    result = await seed(values.api ?? 'http://127.0.0.1:5000/api', identity, { force: values.force, log });
  } else {
    const home = await embeddedHome(readEnv());
    const server = await new Promise<Server>((resolve) => {
      // No access log: the seed's own requests would bury the lines it prints.
      const quiet = { ...home, log: { error: console.error, warn: console.warn, info: () => {} } };
      const s = buildApp(quiet).listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      result = await seed(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, home.identity, { force: values.force, log });
    } finally {
      server.closeAllConnections();
      server.close();
      await home.close();
    }
  }
  if (result) log(`\nDone. Sign in at /admin/login as ${result.email} with the password ${result.password}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(`Error: ${(error as Error).message}`);
    process.exitCode = 1;
  });
}
