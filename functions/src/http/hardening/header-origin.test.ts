import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { send } from '../../testing/hardening/raw-request.js';

// Issue 32, item 1: cache poisoning through Host / X-Forwarded-Host. Pages, the sitemap, robots.txt
// and the feeds are kept for everyone by their path (the answer memo here, Hosting's CDN on Firebase),
// so whatever origin they name must come from the site's configuration, never from a header of the
// request that happened to fill the cache. The attacker asks first with a forged header; the next,
// ordinary visitor must get the site's own address, and so must the attacker.

const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));
const EVIL = 'evil.example';
const FORGED: Record<string, string>[] = [
  { 'x-forwarded-host': EVIL },
  { host: EVIL },
  { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https', forwarded: `host=${EVIL};proto=https` },
];
const PATHS = [
  '/about/mission',
  '/news',
  '/pa/news',
  '/sitemap.xml',
  '/sitemaps/pages.xml',
  '/robots.txt',
  '/api/news.rss',
  '/api/events.ics',
];

describe('no answer names an origin a request header chose', () => {
  let api: TestApi;

  beforeAll(async () => {
    // trustProxy 1, as behind nginx: even a believed proxy passes on the Host a visitor wrote.
    api = await startTestApi({ ssrDir, trustProxy: 1 });
    const { token } = await api.staff();
    const body = { title: 'Sports day', description: 'On the main ground.', type: 'event', startDate: '2027-01-15T09:00' };
    expect((await api.call('POST', '/events', { token, body })).status).toBe(201);
  });
  afterAll(() => api.close());

  it.each(PATHS)('%s names the site, whatever Host or X-Forwarded-Host the first asker sent', async (path) => {
    for (const headers of FORGED) {
      const forged = await send(api.url, { method: 'GET', path, headers });
      expect(forged.status, `${path} with ${JSON.stringify(headers)}`).toBe(200);
      expect(forged.text).not.toContain(EVIL);
      // The next visitor gets the answer the first request left in the memo.
      const next = await send(api.url, { method: 'GET', path });
      expect(next.text).not.toContain(EVIL);
      expect(next.text).toContain(api.url);
    }
  });

  it('writes the canonical, hreflang and link-preview addresses from the site origin', async () => {
    const page = await send(api.url, { method: 'GET', path: '/about/mission', headers: { 'x-forwarded-host': EVIL } });
    expect(page.text).toContain(`<link rel="canonical" href="${api.url}/about/mission"/>`);
    expect(page.text).toContain(`hrefLang="pa" href="${api.url}/pa/about/mission"`);
    expect(page.text).toMatch(new RegExp(`<meta property="og:url" content="${api.url}/about/mission"`));
    expect((await send(api.url, { method: 'GET', path: '/robots.txt', headers: { host: EVIL } })).text).toContain(
      `Sitemap: ${api.url}/sitemap.xml`,
    );
  });
});
