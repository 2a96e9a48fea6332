// `npm run bench`: figures, not pass/fail. Lighthouse (mobile) on the production build served by
// the embedded server, the bundle report, and requests per second of the public API next to the
// server's own static-file answer for the same bytes (the ceiling).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import { lighthouseRows } from './bench-lighthouse.mjs';
import { embeddedArgs, ensureEmbeddedBuild } from './embedded-build.mjs';
import { seed } from './bench-seed.mjs';

const root = join(import.meta.dirname, '..');
// BENCH_ROUTES=/,/news, BENCH_API=0 and BENCH_FLOOR=0 narrow a run while working on one page.
// The Punjabi and Hindi home and news pages are measured against the same targets (issue 25).
const ROUTES = process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? [
  '/',
  '/about',
  '/news',
  '/media',
  '/admissions',
  '/contact',
  '/pa',
  '/pa/news',
  '/hi',
  '/hi/news',
];
const WITH_API = process.env.BENCH_API !== '0';
// BENCH_SITES=seeded skips the empty site; BENCH_ITEMS=0 the item pages.
const SITES = process.env.BENCH_SITES?.split(',') ?? ['empty', 'seeded'];
const ADMIN = { email: 'bench@school.example', password: 'bench password 1' };

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const run = (cmd, args, env) => {
  const r = spawnSync(cmd, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
  return r.stdout;
};

console.log('Building the production web app...');
run('npm', ['run', 'build', '--workspace', 'web']);
console.log(run('node', ['scripts/bundle-budget.mjs']));
// The server and the admin CLI as `npm start` and `npm run admin` run them: their bundles.
await ensureEmbeddedBuild();

const dataDir = mkdtempSync(join(tmpdir(), 'school-bench-'));
const webDist = join(dataDir, 'web');
cpSync(join(root, 'web', 'dist'), webDist, { recursive: true });
// The server renders the pages with the web's server build, found beside the browser build.
cpSync(join(root, 'web', 'dist-ssr'), join(dataDir, 'dist-ssr'), { recursive: true });
// The machine's floor: the rendered /admissions page with its scripts taken out, served as a plain
// file, so no work of ours runs at all. Lighthouse's simulated phone multiplies this machine's own
// main-thread time by four; on a busy 2-core machine even this page loses points, and no route can
// score above it. Written once the server runs (it renders the page).
const floor = '/bench-no-js.html';
const port = await freePort();
const env = { DATA_DIR: join(dataDir, 'data'), PORT: String(port), HOST: '127.0.0.1', WEB_DIST: webDist };
run(
  process.execPath,
  embeddedArgs('admin-cli', ['create', '--email', ADMIN.email, '--password', ADMIN.password, '--name', 'Bench', '--role', 'superadmin']),
  env,
);
const server = spawn(process.execPath, embeddedArgs('server'), {
  cwd: root,
  env: { ...process.env, ...env },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${base}/api/admission/link`).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  // The floor page is written before anything is seeded (/admissions shows no stored data).
  const admissions = await (await fetch(`${base}/admissions`)).text();
  writeFileSync(join(webDist, floor), admissions.replace(/<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, ''));
  if ((await (await fetch(base + floor)).text()).includes('<script')) throw new Error(`${floor} is not the page without scripts`);
  const withFloor = (routes) => [...routes, ...(process.env.BENCH_FLOOR === '0' ? [] : [floor])];

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    // A new install's empty site first (its own states: no news, no galleries), then the seeded
    // demo site, with the newest news item's page and the newest gallery's page.
    if (SITES.includes('empty')) await lighthouseRows(chrome, base, 'empty site', withFloor(ROUTES), floor);
    await seed(base, ADMIN);
    if (SITES.includes('seeded')) {
      const [item] = (await (await fetch(`${base}/api/events?type=news`)).json()).data;
      const [gallery] = (await (await fetch(`${base}/api/galleries`)).json()).data;
      // The Hindi item page beside the English one: the Devanagari pages' largest paint is compared with English's (issue 34).
      const itemPages = process.env.BENCH_ITEMS === '0' ? [] : [`/news/${item.slug}`, `/hi/news/${item.slug}`, `/media/${gallery.slug}`];
      await lighthouseRows(chrome, base, 'seeded site', withFloor([...ROUTES, ...itemPages]), floor);
    }
  } finally {
    await chrome.kill();
  }

  if (WITH_API) console.log('\nThroughput of the server-rendered /news and the API, 50 connections, 10 s each');
  for (const path of WITH_API ? ['/news', '/api/events', '/api/galleries'] : []) {
    const body = await (await fetch(base + path)).text();
    const staticName = `bench${path.replaceAll('/', '-')}.${path.startsWith('/api') ? 'json' : 'html'}`;
    writeFileSync(join(webDist, staticName), body);
    const api = await autocannon({ url: base + path, connections: 50, duration: 10 });
    const ceiling = await autocannon({ url: `${base}/${staticName}`, connections: 50, duration: 10 });
    console.log(
      `  ${path.padEnd(16)} ${Math.round(api.requests.average)} req/s, p99 ${api.latency.p99} ms, errors ${api.errors + api.non2xx}` +
        `   | static file, same ${body.length} bytes: ${Math.round(ceiling.requests.average)} req/s, p99 ${ceiling.latency.p99} ms` +
        `   | ratio ${(api.requests.average / ceiling.requests.average).toFixed(2)}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
