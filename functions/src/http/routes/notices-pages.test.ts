import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// The rendered pages the embedded home keeps in memory carry the notice too: they must drop it at
// its end (and take it up at its start) with no write in between. A stand-in for the web's server
// build renders the notice answer into the page, so this needs no web build; the real one follows
// with web/dist-ssr (made before any test runs: scripts/web-build.mjs), and web/e2e/notices.spec.ts drives it in Chromium.

const RENDERER = `export const fixedPaths = ['/', '/about'];
export const pageCalls = () => ['/notices/current'];
export async function renderPage(url, data, template) {
  const notice = data['/notices/current'].body.data;
  const banner = notice ? '<aside aria-label="School notice">' + notice.text + '</aside>' : '';
  return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root">' + banner + 'page ' + url + '</div>') };
}
`;

describe('notice in the rendered pages (embedded home)', () => {
  let dir: string;
  let api: TestApi;
  let token = '';
  // Half a minute before the notice starts: well within the memo's age limit of a minute.
  let now = Date.parse('2026-11-25T03:29:30Z');
  const clock = { now: () => new Date(now) };
  const page = async (path: string) => (await fetch(`${api.url}${path}`)).text();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'notice-pages-'));
    await writeFile(join(dir, 'template.html'), '<!doctype html><title>School</title><div id="root"></div>');
    await writeFile(join(dir, 'entry-server.js'), RENDERER);
    api = await startTestApi({ clock, ssrDir: dir });
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => {
    await api.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('a closure notice appears on every page at its start and is gone at its end, nobody acting', async () => {
    const text = 'School closed: heavy fog';
    const created = await api.call('POST', '/notices', {
      token,
      body: { text, kind: 'closure', startsAt: '2026-11-25T09:00', endsAt: '2026-11-25T09:10' },
    });
    expect(created.status).toBe(201);
    // Before 09:00 India time (03:30 UTC): no banner, and the pages are kept in memory.
    for (const path of ['/', '/about']) {
      expect(await page(path)).not.toContain(text);
      expect(await page(path)).toContain(`page ${path}`);
    }
    now = Date.parse('2026-11-25T03:30:00Z');
    for (const path of ['/', '/about']) expect(await page(path), path).toContain(text);
    now = Date.parse('2026-11-25T03:39:59Z');
    expect(await page('/')).toContain(text);
    // 09:10 India time: the end. No write happened since the pages were kept.
    now = Date.parse('2026-11-25T03:40:00Z');
    for (const path of ['/', '/about']) expect(await page(path), path).not.toContain(text);
    expect((await api.call('GET', '/notices/current')).body.data).toBeNull();
  });
});

const webSsr = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));
const PAGES = ['/', '/about', '/academics', '/admissions', '/parent-resources', '/contact', '/news', '/events', '/media', '/no/such/page'];

describe('the banner in the HTML of the real web build', () => {
  let api: TestApi;
  let token = '';
  let now = Date.parse('2026-11-25T03:29:30Z');
  const clock = { now: () => new Date(now) };
  const banner = async (path: string) => {
    const html = await (await fetch(`${api.url}${path}`)).text();
    // The banner region, and only when it comes before the header.
    return /<aside aria-label="School notice"[^>]*>[\s\S]*?<\/aside>(?=[\s\S]*<header)/.exec(html)?.[0] ?? null;
  };

  beforeAll(async () => {
    api = await startTestApi({ clock, ssrDir: webSsr });
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  it('a closure notice is at the top of every public page from its start and gone at its end', async () => {
    const body = {
      text: 'School closed today: heavy fog',
      kind: 'closure',
      link: 'https://school.example/fog',
      linkLabel: 'Read the circular',
      startsAt: '2026-11-25T09:00',
      endsAt: '2026-11-25T09:10',
    };
    expect((await api.call('POST', '/notices', { token, body })).status).toBe(201);
    for (const path of PAGES) expect(await banner(path), path).toBeNull();
    now = Date.parse('2026-11-25T03:30:00Z');
    for (const path of PAGES) {
      const shown = await banner(path);
      expect(shown, path).toContain('Closure:');
      expect(shown, path).toContain(body.text);
      expect(shown, path).toContain('href="https://school.example/fog"');
    }
    now = Date.parse('2026-11-25T03:40:00Z');
    for (const path of PAGES) expect(await banner(path), path).toBeNull();
    // Thirty renders of the real build: past 30 s once on two cores loaded near 20.
  }, 90_000);
});
