// `npm run bench:growth`: what the public lists cost as the archive grows (issue 34). Figures, not
// pass/fail. Seeds 100, then 1,000, then 5,000 news items and events through the API (publish times
// spread back over the years, as a school's archive is), and prints for each list page and API call
// its bytes (raw and brotli), its first render after a write and its memoised answer, and the store
// documents read per render (a wrapper around the store port), beside the fixed /admissions page
// (the floor: it shows no stored list). Then the same page reads on the Firestore stand-in, counting
// the documents Firestore would bill. BENCH_GROWTH=100,1000 changes the sizes.
import { brotliCompressSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { EVENTS } from '../functions/src/domain/collections.js';
import { listed } from '../functions/src/domain/events/event-list-fields.js';
import { readItemPage } from '../functions/src/domain/events/event-pages.js';
import { giveEventsTagIndex } from '../functions/src/domain/events/event-tag-index.js';
import type { DocumentStore } from '../functions/src/ports/document-store.js';
import { startTestApi } from '../functions/src/testing/api-server.js';
import { legacyNewsItem } from '../functions/src/testing/legacy-items.js';
import { openFirestoreStore } from '../functions/src/testing/stores.js';

const SIZES = (process.env.BENCH_GROWTH ?? '100,1000,5000').split(',').map(Number);
const ROUTES = [
  '/admissions',
  '/news',
  '/events',
  '/pa/news',
  '/news?tag=sports',
  '/news?year=2024',
  '/api/events?limit=12',
  '/api/events',
  '/sitemap.xml',
  '/sitemaps/news-2025.xml',
];
const ssrDir = fileURLToPath(new URL('../web/dist-ssr', import.meta.url));
const HOUR = 3_600_000;
const TAGS = [['sports'], ['academic'], ['cultural', 'sports'], ['announcement']];

/** Counts the documents the store hands back: what a Firestore bill counts as reads. */
function countReads(store: DocumentStore): { documents: number } {
  const reads = { documents: 0 };
  const find = store.find.bind(store);
  const get = store.get.bind(store);
  store.find = async (collection, query) => {
    const found = await find(collection, query);
    reads.documents += found.length;
    return found as never;
  };
  store.get = async (collection, id) => {
    const found = await get(collection, id);
    reads.documents += found ? 1 : 0;
    return found as never;
  };
  return reads;
}

/** A GET of the server, once more if the connection was reset (a kept-alive socket closed as it was reused). */
const get = async (url: string): Promise<Buffer> => {
  const once = async () => Buffer.from(await (await fetch(url)).arrayBuffer());
  return once().catch(once);
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

const api = await startTestApi({ ssrDir });
const { token } = await api.staff('admin');
const reads = countReads(api.home.store);
const now = Date.now();
let stored = 0;

async function seedTo(count: number) {
  for (; stored < count; stored++) {
    const n = stored;
    // 17 hours apart: 5,000 items reach back ten years; the newest are published "now".
    const publishAt = new Date(now - n * 17 * HOUR).toISOString();
    const body = {
      title: `Notice ${n}: assembly and results`,
      description: 'About the day.',
      type: n % 3 ? 'news' : 'event',
      tags: TAGS[n % 4],
      startDate: n % 3 ? undefined : publishAt,
      publishAt,
    };
    const answer = await api.call('POST', '/events', { token, body });
    if (answer.status !== 201) throw new Error(`seeding failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

// Once before measuring: the renderer's first load and the first compile of each page are not what grows.
for (const route of ROUTES) await get(api.url + route);

for (const size of SIZES) {
  await seedTo(size);
  console.log(`\n${size} items (embedded home: SQLite, the answer memo on)`);
  console.log(
    'route'.padEnd(26),
    'raw'.padStart(10),
    'brotli'.padStart(10),
    'first'.padStart(10),
    'memo'.padStart(9),
    'docs read'.padStart(10),
  );
  // Any write forgets the memo: the next request of each route is a first render.
  await api.call('DELETE', '/events/no-such-item', { token });
  for (const route of ROUTES) {
    reads.documents = 0;
    let start = process.hrtime.bigint();
    const body = await get(api.url + route);
    const first = ms(start);
    const documents = reads.documents;
    start = process.hrtime.bigint();
    await get(api.url + route);
    const memo = ms(start);
    const cells = [
      kb(body.length),
      kb(brotliCompressSync(body).length),
      `${first.toFixed(0)} ms`,
      `${memo.toFixed(1)} ms`,
      String(documents),
    ];
    console.log(route.padEnd(26), ...cells.map((cell, i) => cell.padStart(i === 3 ? 9 : 10)));
  }
}
await api.close();

// The Firebase home reads the same pages through the same use case; here its Firestore documents read.
console.log('\nFirestore (the in-process stand-in): documents read by one page of /news and /events');
const { store, dispose } = await openFirestoreStore();
const counted = countReads(store);
const visitor = { staff: false, clock: { now: () => new Date(now) } };
let inFirestore = 0;
for (const size of SIZES) {
  for (; inFirestore < size; inFirestore++) {
    const at = new Date(now - inFirestore * 17 * HOUR).toISOString();
    const item = {
      ...legacyNewsItem(`Notice ${inFirestore}`, at),
      type: inFirestore % 3 ? 'news' : 'event',
      tags: TAGS[inFirestore % 4] ?? [],
    };
    await store.set(EVENTS, `n${inFirestore}`, listed(item));
  }
  await giveEventsTagIndex(store);
  const line: string[] = [];
  for (const query of [{ limit: '12' }, { limit: '12', type: 'event' }, { limit: '12', tag: 'sports' }, { limit: '12', year: '2024' }]) {
    counted.documents = 0;
    await readItemPage(store, visitor, query);
    line.push(`${JSON.stringify(query)}: ${counted.documents}`);
  }
  console.log(`${String(size).padStart(6)} items  ${line.join('  ')}`);
}
await dispose();
