import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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
  expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['express', 'firebase-admin', 'firebase-functions']));
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

it('loads with only its own package.json installed and exports the function `api`', async () => {
  await run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir });
  const { stdout } = await run(
    process.execPath,
    ['-e', "import('./index.js').then((m) => console.log(typeof m.api, m.api?.__endpoint?.platform))"],
    {
      cwd: dir,
      env: { ...process.env, NODE_PATH: '' }, // nothing resolved from elsewhere
    },
  );
  expect(stdout.trim()).toBe('function gcfv2');
}, 180_000);
