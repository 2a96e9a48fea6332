// `npm run bench`: figures, not pass/fail. Lighthouse (mobile) on the production build served by
// the embedded server, the bundle report, and requests per second of the public API next to the
// server's own static-file answer for the same bytes (the ceiling).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..');
// BENCH_ROUTES=/,/news, BENCH_API=0 and BENCH_FLOOR=0 narrow a run while working on one page.
const ROUTES = process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? ['/', '/about', '/news', '/media', '/admissions', '/contact'];
const WITH_API = process.env.BENCH_API !== '0';
const PHOTOS = 12;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ITEMS = 100;
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
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log('Building the production web app...');
run('npm', ['run', 'build', '--workspace', 'web']);
console.log(run('node', ['scripts/bundle-budget.mjs']));

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
  [
    '--import',
    'tsx',
    'functions/src/entry/admin-cli.ts',
    'create',
    '--email',
    ADMIN.email,
    '--password',
    ADMIN.password,
    '--name',
    'Bench',
    '--role',
    'superadmin',
  ],
  env,
);
const server = spawn(process.execPath, ['--import', 'tsx', 'functions/src/entry/server.ts'], {
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
  await seed(base);
  const admissions = await (await fetch(`${base}/admissions`)).text();
  writeFileSync(
    join(webDist, floor),
    admissions.replace(/<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, ''),
  );
  if ((await (await fetch(base + floor)).text()).includes('<script')) throw new Error(`${floor} is not the page without scripts`);

  console.log(`\nLighthouse, mobile preset, ${RUNS} runs per route (median / min)`);
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
    for (const route of [...ROUTES, ...(process.env.BENCH_FLOOR === '0' ? [] : [floor])]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // A run that Lighthouse itself could not finish (a browser hiccup) is said and run again, once.
        for (let attempt = 1; attempt <= 2; attempt++) {
          const { lhr, artifacts } = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
          if (!lhr.runtimeError || attempt === 2) {
            runs.push(lhr);
            // BENCH_SAVE=dir keeps each report (for the Lighthouse viewer or jq) and its trace (for the
            // Performance panel of Chromium's DevTools), to see where the main thread's time went.
            if (process.env.BENCH_SAVE) {
              mkdirSync(process.env.BENCH_SAVE, { recursive: true });
              const name = `${route.replaceAll('/', '_')}-${i + 1}`;
              writeFileSync(join(process.env.BENCH_SAVE, `${name}.json`), JSON.stringify(lhr));
              writeFileSync(join(process.env.BENCH_SAVE, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
            }
            break;
          }
          console.log(`  ${route}: Lighthouse run failed (${lhr.runtimeError.code}), running it again`);
        }
      }
      const score = (id) => runs.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100));
      const metric = (id) => runs.map((r) => r.audits[id]?.numericValue ?? NaN);
      const fmt = (xs, digits = 0) => `${median(xs).toFixed(digits)} / ${Math.min(...xs).toFixed(digits)}`;
      // BENCH_LCP=1 says which element was the LCP and where its time went, to know what to work on.
      if (process.env.BENCH_LCP === '1') {
        const element = runs[0].audits['largest-contentful-paint-element']?.details?.items ?? [];
        console.log(`  ${route} LCP element and phases:`, JSON.stringify(element).slice(0, 1200));
        // And what blocked the main thread (TBT): each long task's script and its simulated length.
        const tasks = runs[0].audits['long-tasks']?.details?.items ?? [];
        console.log(
          `  ${route} long tasks:`,
          tasks.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${t.url})`).join('; '),
        );
      }
      console.log(
        `  ${(route === floor ? 'no JS (floor)' : route).padEnd(14)} perf ${fmt(score('performance'))}  a11y ${fmt(score('accessibility'))}  best ${fmt(score('best-practices'))}  seo ${fmt(score('seo'))}` +
          `  LCP ${fmt(metric('largest-contentful-paint'))} ms  CLS ${median(metric('cumulative-layout-shift')).toFixed(3)}  TBT ${fmt(metric('total-blocking-time'))} ms`,
      );
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

/** ITEMS news/events and ITEMS published galleries through the real API. */
async function seed(url) {
  const { token } = await (
    await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  ).json();
  const auth = { authorization: `Bearer ${token}` };
  for (let i = 0; i < ITEMS; i++) {
    const form = new FormData();
    form.set('title', `Item ${i}: annual sports day and science fair`);
    form.set('description', 'Parents are welcome to join us on the school ground for the races, the science stalls and the prize-giving.');
    form.set('type', i % 2 ? 'event' : 'news');
    form.set('tags', JSON.stringify([i % 2 ? 'sports' : 'academic']));
    if (i % 2) {
      form.set('startDate', '2026-12-05T03:30:00.000Z');
      form.set('location', 'School ground');
    }
    const created = await fetch(`${url}/api/events`, { method: 'POST', headers: auth, body: form });
    if (!created.ok) throw new Error(`seeding events: ${created.status} ${await created.text()}`);
    const gallery = await fetch(`${url}/api/galleries`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Gallery ${i}`, category: 'events', description: 'Photos from the school year', isPublished: false }),
    });
    if (!gallery.ok) throw new Error(`seeding galleries: ${gallery.status} ${await gallery.text()}`);
    const { data } = await gallery.json();
    // The newest gallery (the one /media shows first) gets real photos through the image pipeline.
    if (i === ITEMS - 1) {
      const photos = new FormData();
      for (let p = 0; p < PHOTOS; p++) {
        const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: `hsl(${p * 30}, 60%, 55%)` } })
          .jpeg()
          .toBuffer();
        photos.append('images', new Blob([jpeg], { type: 'image/jpeg' }), `photo-${p}.jpg`);
      }
      const uploaded = await fetch(`${url}/api/galleries/${data._id}/images`, { method: 'POST', headers: auth, body: photos });
      if (!uploaded.ok) throw new Error(`seeding photos: ${uploaded.status} ${await uploaded.text()}`);
    }
    await fetch(`${url}/api/galleries/${data._id}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ isPublished: true }),
    });
  }
}
