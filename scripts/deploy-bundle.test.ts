import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv, promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

// What Firebase uploads is functions/dist: the esbuild bundle and a package.json that Cloud Build
// installs on its own. This test does the same in a temporary directory outside the workspaces, so
// a workspace link (@school/shared) or an import missing from that package.json fails here first.
const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deploy-bundle-'));
  await run(process.execPath, [join(root, 'functions/scripts/build-deploy.mjs'), dir], { cwd: root });
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('lists only registry packages and bundles no seed, stress, test or embedded-home code', async () => {
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  // pdfjs-dist too, though nothing imports it: the PDF reader's thread loads it by path.
  expect(Object.keys(manifest.dependencies)).toEqual(
    expect.arrayContaining(['express', 'firebase-admin', 'firebase-functions', 'pdfjs-dist']),
  );
  for (const [name, version] of Object.entries(manifest.dependencies)) {
    expect(name, name).not.toMatch(/^@school\//);
    expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
  }
  const meta = JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')) as { inputs: Record<string, unknown> };
  const ours = Object.keys(meta.inputs).filter((input) => !input.includes('node_modules/'));
  expect(ours.some((input) => input.includes('packages/shared/'))).toBe(true); // inlined, not linked
  expect(ours.filter((input) => /\/(seed|stress|testing|adapters\/embedded)\/|\.test\.ts$/.test(input))).toEqual([]);
  expect(await readFile(join(dir, 'index.js'), 'utf8')).not.toMatch(/from ["']@school\//);
});

it("loads with only its own package.json installed and exports `api`, the trash's daily `emptyTrash`, the reset mails' `sendResetMails`, the documents' `documentReminders` and the codes' `deleteExpiredCodes`", async () => {
  await run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir });
  const { stdout } = await run(
    process.execPath,
    [
      '-e',
      "import('./index.js').then((m) => console.log(JSON.stringify([typeof m.api, m.api?.__endpoint?.platform, m.emptyTrash?.__endpoint?.scheduleTrigger, m.sendResetMails?.__endpoint?.scheduleTrigger, m.sendResetMails?.__endpoint?.secretEnvironmentVariables, m.documentReminders?.__endpoint?.scheduleTrigger, m.documentReminders?.__endpoint?.secretEnvironmentVariables, m.deleteExpiredCodes?.__endpoint?.scheduleTrigger])))",
    ],
    {
      cwd: dir,
      env: { ...process.env, NODE_PATH: '' }, // nothing resolved from elsewhere
    },
  );
  expect(JSON.parse(stdout.trim())).toEqual([
    'function',
    'gcfv2',
    expect.objectContaining({ schedule: 'every day 03:30', timeZone: 'Asia/Kolkata' }),
    // It mails, so it needs the SMTP secret as `api` does.
    expect.objectContaining({ schedule: 'every 5 minutes' }),
    [expect.objectContaining({ key: 'SMTP_URL' })],
    // The reminders before a document lapses: mornings at the school, by mail.
    expect.objectContaining({ schedule: 'every day 08:00', timeZone: 'Asia/Kolkata' }),
    [expect.objectContaining({ key: 'SMTP_URL' })],
    // Expired one-time codes, within minutes rather than TTL's day (issue 37).
    expect.objectContaining({ schedule: 'every 5 minutes' }),
  ]);
}, 180_000);

it('runs under the Functions Framework as Cloud Functions does: robots.txt reaches the function, every error is JSON', async () => {
  // Cloud Functions sets the bundle's .env as the environment and starts the framework listed in its
  // package.json; the same here, with no Firebase project behind it (these answers need none).
  const env = parseEnv(await readFile(join(dir, '.env'), 'utf8'));
  const port = await freePort();
  const framework = spawn(
    process.execPath,
    [
      join(dir, 'node_modules/@google-cloud/functions-framework/build/src/main.js'),
      '--target=api',
      '--signature-type=http',
      `--port=${port}`,
    ],
    {
      cwd: dir,
      env: {
        ...process.env,
        ...env,
        NODE_PATH: '',
        // What Cloud Functions sets for every function of the project.
        GCLOUD_PROJECT: 'demo-school-faridkot',
        FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-school-faridkot', storageBucket: 'demo-school-faridkot.appspot.com' }),
        SITE_URL: 'https://school.example',
      },
      stdio: 'ignore',
    },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    let robots: Response | undefined;
    // Until it listens: about a second on a quiet machine, past ten seconds on two busy cores (CI).
    const deadline = Date.now() + 60_000;
    while (!robots && Date.now() < deadline) {
      robots = await fetch(`${base}/robots.txt`).catch(() => undefined);
      if (!robots) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The framework's default would be an empty 404 of its own, and no sitemap for search engines.
    expect(robots?.status).toBe(200);
    expect(await robots?.text()).toContain('Sitemap: https://school.example/sitemap.xml');
    const unknown = await fetch(`${base}/api/no-such-route`);
    expect([unknown.status, await unknown.json()]).toEqual([404, expect.objectContaining({ success: false })]);
    // Bodies the framework's own parser refuses before the app runs get the API's JSON errors, as on
    // the embedded home (framework-errors.ts), not Express's HTML page.
    const refusals: [string, Record<string, string>, string, number, string][] = [
      ['broken JSON', { 'content-type': 'application/json' }, '{"email":', 400, 'Malformed JSON in request body'],
      ['a bare string', { 'content-type': 'application/json' }, '"admin@school.example"', 400, 'Malformed JSON in request body'],
      ['an unknown charset', { 'content-type': 'application/json; charset=klingon' }, '{}', 415, 'Unsupported charset'],
      [
        'an unknown encoding',
        { 'content-type': 'application/json', 'content-encoding': 'zstd-x' },
        '{}',
        415,
        'Unsupported content encoding',
      ],
    ];
    for (const [name, headers, body, status, error] of refusals) {
      const answer = await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body });
      expect([name, answer.status, answer.headers.get('content-type')]).toEqual([
        name,
        status,
        expect.stringContaining('application/json'),
      ]);
      expect(await answer.json()).toEqual({ success: false, error });
    }
    // The server keeps answering after them.
    expect((await fetch(`${base}/robots.txt`)).status).toBe(200);
  } finally {
    framework.kill();
  }
}, 120_000);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
