// Lighthouse rows of `npm run bench`: each route's median and minimum over RUNS runs, mobile preset.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Every run a first visit: Lighthouse clears the HTTP cache but, by default, not localStorage, so
// runs 2 and 3 of a Punjabi or Hindi page found the flag saying its font is cached (set by run 1)
// without the font in the cache, and fetched it while the page loaded (issue 34, item 5).
const CLEAR_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Prints one row per route under `heading`; `floor` is the no-JavaScript page, labelled as such. */
export async function lighthouseRows(chrome, base, heading, routes, floor) {
  console.log(`\nLighthouse, mobile preset, ${RUNS} runs per route (median / min), ${heading}`);
  // Round by round (each route once per round) rather than route by route: a noisy minute of a
  // shared machine then falls on every route alike instead of on one, so the routes' medians can be
  // compared with each other (the Punjabi and Hindi pages against English, issue 34, item 5).
  const runsOf = new Map(routes.map((route) => [route, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const route of routes) runsOf.get(route).push(await oneRun(chrome, base, heading, route, i));
  }
  for (const route of routes) printRow(route, runsOf.get(route), floor);
  // Each route's LCP over the first route's in the same round, the median of those ratios: the
  // comparison least moved by the machine's noise (the target of /pa and /hi: at most 1.10 of /).
  const lcp = (route) => runsOf.get(route).map((r) => r.audits['largest-contentful-paint']?.numericValue ?? NaN);
  const first = lcp(routes[0]);
  const ratios = routes.slice(1).map((route) => `${route} ${median(lcp(route).map((x, i) => x / first[i])).toFixed(2)}`);
  if (ratios.length > 0) console.log(`  LCP × ${routes[0]} (median of the rounds' ratios): ${ratios.join(', ')}`);
}

/** One Lighthouse run of `route`; a run that Lighthouse itself could not finish (a browser hiccup) is said and run again, once. */
async function oneRun(chrome, base, heading, route, i) {
  for (let attempt = 1; ; attempt++) {
    const { lhr, artifacts } = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      clearStorageTypes: CLEAR_STORAGE,
    });
    if (!lhr.runtimeError || attempt === 2) {
      // BENCH_SAVE=dir keeps each report (for the Lighthouse viewer or jq) and its trace (for the
      // Performance panel of Chromium's DevTools), to see where the main thread's time went.
      if (process.env.BENCH_SAVE) {
        mkdirSync(process.env.BENCH_SAVE, { recursive: true });
        const name = `${heading.replaceAll(' ', '-')}${route.replaceAll('/', '_')}-${i + 1}`;
        writeFileSync(join(process.env.BENCH_SAVE, `${name}.json`), JSON.stringify(lhr));
        writeFileSync(join(process.env.BENCH_SAVE, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
      }
      return lhr;
    }
    console.log(`  ${route}: Lighthouse run failed (${lhr.runtimeError.code}), running it again`);
  }
}

/** The route's row: median and minimum of each figure over its runs. */
function printRow(route, runs, floor) {
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
  // Bytes of font the page downloaded (the Punjabi and Hindi pages' self-hosted Noto: budget 60 KB).
  const fontKb = runs.map(
    (r) =>
      (r.audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Font')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  );
  const label = route === floor ? 'no JS (floor)' : route.length > 22 ? `${route.slice(0, 21)}…` : route;
  console.log(
    `  ${label.padEnd(22)} perf ${fmt(score('performance'))}  a11y ${fmt(score('accessibility'))}  best ${fmt(score('best-practices'))}  seo ${fmt(score('seo'))}` +
      `  LCP ${fmt(metric('largest-contentful-paint'))} ms  CLS ${median(metric('cumulative-layout-shift')).toFixed(3)}  TBT ${fmt(metric('total-blocking-time'))} ms` +
      `  fonts ${median(fontKb).toFixed(1)} KB`,
  );
}
