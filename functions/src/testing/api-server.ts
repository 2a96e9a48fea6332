import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedHome, type EmbeddedHome } from '../entry/embedded/embedded-wiring.js';
import { buildApp } from '../http/app.js';
import { mountPublicPages } from '../http/pages/mount.js';
import type { AppDeps } from '../http/deps.js';
import type { Clock } from '../ports/clock.js';
import type { Role } from '@school/shared/auth-schemas';

/**
 * The API under test over real HTTP. `H` is what tests may reach behind it: the whole embedded
 * home here; the Firebase home's store and identity in firebase-test-api.ts.
 */
export interface TestApi<H extends Pick<AppDeps, 'store' | 'identity'> = EmbeddedHome> {
  url: string;
  home: H;
  /** fetch against the API with JSON in and out; `token` adds the bearer header. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** Creates a staff account and returns a token for it. */
  staff(role?: Role, password?: string): Promise<{ email: string; password: string; token: string }>;
  close(): Promise<void>;
}

let accounts = 0;

// scrypt at a sixteenth of the server's cost (about 3 ms a hash instead of 55): the suites make and
// sign in to hundreds of accounts and try hundreds of wrong passwords, all on the same code path.
// local-identity.test.ts checks the server's own cost.
const TEST_PASSWORD_COST = { N: 1024, r: 8, p: 1 };

/** The real app on the real embedded adapters, in a temp DATA_DIR, on a free loopback port. */
export async function startTestApi(
  options: {
    smtpUrl?: string;
    officeEmail?: string;
    clock?: Clock;
    /** web/dist-ssr: also render the public pages. */ ssrDir?: string;
    /** Proxy hops believed about X-Forwarded-For (AppOptions.trustProxy); none by default. */
    trustProxy?: number;
    /** Where the app logs (the access log's lines go to `info`); silent by default. */
    log?: AppDeps['log'];
    /** A data folder the test filled beforehand (removed at close like a new one); a new one by default. */
    dataDir?: string;
  } = {},
): Promise<TestApi> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'school-api-')));
  const home = await embeddedHome(
    {
      DATA_DIR: dataDir,
      SMTP_URL: options.smtpUrl,
      MAIL_FROM: 'School Office <office@school.example>',
      OFFICE_EMAIL: options.officeEmail,
    },
    { passwordCost: TEST_PASSWORD_COST },
  );
  // A test clock moves the app's time (expiry, rate-limit windows); staff tokens keep real time.
  // The memo of public answers is on, as in `npm start`: every route test then also checks that no
  // write leaves a stale public answer behind.
  const { ssrDir } = options;
  // Listening first: the site's origin (AppConfig.siteUrl) is the server's own address, as with `npm start`.
  let handler: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const deps = {
    ...home,
    config: { ...home.config, siteUrl: url },
    clock: options.clock ?? home.clock,
    log: options.log ?? { error: () => {}, warn: () => {}, info: () => {} },
  };
  handler = buildApp(
    deps,
    ssrDir ? (app, read) => mountPublicPages(app, read, { ssrDir, siteUrl: url, log: { error: () => {} } }) : undefined,
    { rememberPublicAnswers: true, trustProxy: options.trustProxy },
  );

  const api: TestApi = {
    url,
    home,
    call: apiCaller(url),
    staff: staffMaker(home.identity),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await home.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return api;
}

/** `TestApi.call` for the API at `url` (its /api below it): JSON in and out, the text when not JSON. */
export function apiCaller(url: string): TestApi['call'] {
  return async (method, path, { body, token, raw, headers = {} } = {}) => {
    const response = await fetch(`${url}/api${path}`, {
      method,
      headers: {
        ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // keep text: the assertion will show what came back
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
}

/** `TestApi.staff` for an identity: a new account of the role, signed in. */
export function staffMaker(identity: AppDeps['identity']): TestApi['staff'] {
  return async (role = 'admin', password = 'staff password 1') => {
    const email = `staff${++accounts}-${process.pid}@school.example`;
    await identity.createUser({ name: `Staff ${accounts}`, email, password, role });
    const { token } = await identity.signIn(email, password);
    return { email, password, token };
  };
}
