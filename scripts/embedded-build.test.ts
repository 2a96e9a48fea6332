import { existsSync, readdirSync, writeFileSync, utimesSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { embeddedEntry, ensureEmbeddedBuild, isEmbeddedBuildCurrent } from './embedded-build.mjs';
import { startServerProcess } from '../functions/src/stress/server-process.js';

// The server and the CLIs run from esbuild bundles (scripts/embedded-build.mjs). Here: a build of the
// test's own, rebuilt only when a source is newer and then replaced whole; and the repository's build
// (made by this project's globalSetup, as for every test that spawns the server) answering as a server.
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'embedded-build-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

it('bundles when missing or older than a source, and a new bundle replaces the old one whole', async () => {
  const dist = join(dir, 'dist');
  // One source of the test's own stands for functions/src: its time decides, not the repository's files.
  const source = join(dir, 'source.ts');
  writeFileSync(source, 'export {};\n');
  const options = { dist, sources: [source] };

  expect(isEmbeddedBuildCurrent(options)).toBe(false);
  expect(await ensureEmbeddedBuild(options)).toBe(true);
  for (const name of ['server', 'admin-cli', 'seed-cli', 'migrate-cli', 'backup-cli']) {
    expect(existsSync(embeddedEntry(name, dist)), name).toBe(true);
    expect(existsSync(`${embeddedEntry(name, dist)}.map`), name).toBe(true);
  }
  expect(isEmbeddedBuildCurrent(options)).toBe(true);
  expect(await ensureEmbeddedBuild(options)).toBe(false);

  // A file only the old build had, and a source saved after it.
  writeFileSync(join(dist, 'from-the-old-build.txt'), '');
  const later = new Date(Date.now() + 60_000);
  utimesSync(source, later, later);
  expect(isEmbeddedBuildCurrent(options)).toBe(false);
  // Two runners finding it stale at the same moment: both bundle, one build is installed, the other
  // finds it current and keeps it.
  expect((await Promise.all([ensureEmbeddedBuild(options), ensureEmbeddedBuild(options)])).sort()).toEqual([false, true]);
  expect(isEmbeddedBuildCurrent(options)).toBe(true);
  expect(existsSync(join(dist, 'from-the-old-build.txt'))).toBe(false);
  expect(existsSync(embeddedEntry('server', dist))).toBe(true);
  // Nothing left beside it: the new build's folder was renamed into place, the old one removed.
  expect(readdirSync(dir).sort()).toEqual(['dist', 'source.ts']);
}, 60_000);

it('runs the bundled server over a new data folder, serving the API and the web build as npm start does', async () => {
  // WEB_DIST left out: the server finds web/dist by its own file's place, which the bundle keeps.
  const server = await startServerProcess({ dataDir: join(dir, 'data'), env: { WEB_DIST: undefined } });
  try {
    const settings = await fetch(`${server.url}/api/settings`);
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { success: boolean }).success).toBe(true);
    const home = await fetch(server.url);
    expect([home.status, home.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(await home.text()).toContain('<div id="root">');
  } finally {
    await server.stop();
  }
  expect(server.output()).toContain('No staff account exists yet');
}, 60_000);
