import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { requestFor } from '../../testing/hardening/calls.js';
import { makeFixtures, testImages, type Fixtures, type TestImages } from '../../testing/hardening/fixtures.js';
import { ROUTES } from '../../testing/hardening/routes-table.js';
import { sitemapLocs } from '../../testing/sitemap-locs.js';

// Issue 37, item 5: the site sets no cookie on a visitor, tracking or other (staff sign in with a
// bearer token, not a cookie, and nothing counts visitors). Every public page in every language,
// Not Found, the sitemaps and robots.txt, and every API route a visitor may call (the route table
// of testing/hardening, so a new public route is checked without this file changing), each asked
// as a visitor's browser asks. The built files the browser loads besides are checked in the
// browser journey (web/e2e/no-data-leaves.spec.ts: the context's cookies stay empty).

const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));

describe('no cookie for a visitor', () => {
  let api: TestApi;
  let f: Fixtures;
  let images: TestImages;
  let staff: { email: string; password: string; token: string };

  /** The Set-Cookie headers of an answer to `path`, asked as a browser would (Accept, a language). */
  const cookiesOf = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(api.url + path, {
      ...init,
      headers: { accept: 'text/html,application/json;q=0.9,*/*;q=0.8', 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8', ...init.headers },
    });
    await response.arrayBuffer();
    return { status: response.status, cookies: response.headers.getSetCookie() };
  };

  beforeAll(async () => {
    api = await startTestApi({ ssrDir });
    staff = await api.staff('admin', 'no cookies password');
    images = await testImages();
    // A gallery, an event, a page, a document, a notice ... and a published news item, so item pages render.
    f = await makeFixtures(api, staff.token, images);
    const body = { title: 'Science fair winners', description: 'Class 8 took the prize.', type: 'news' };
    expect((await api.call('POST', '/events', { token: staff.token, body })).status).toBe(201);
  });
  afterAll(() => api.close());

  // About 90 pages, each rendered: 10 s alone, three times that beside other work on 2 cores.
  it('on any public page, in any language, or Not Found', { timeout: 120_000 }, async () => {
    const locs = await sitemapLocs(async (path) => {
      const response = await fetch(api.url + path);
      const answer = { status: response.status, text: await response.text(), type: response.headers.get('content-type') ?? '' };
      expect(response.headers.getSetCookie(), path).toEqual([]);
      return answer;
    });
    const pages = locs.map((loc) => new URL(loc).pathname + new URL(loc).search);
    // The sitemap names the item pages and the translations: not a short list by mistake.
    expect(pages).toContain('/news/science-fair-winners');
    expect(pages).toContain('/hi/contact');
    const others = ['/robots.txt', '/search?q=fair', '/hi/search?q=fair', '/privacy', '/no-such-page', '/pa/news/no-such-item'];
    const answers = await Promise.all([...pages, ...others].map(async (path) => ({ path, ...(await cookiesOf(path)) })));
    expect(answers.filter(({ status }) => status === 200).length).toBeGreaterThan(40);
    expect(answers.filter(({ cookies }) => cookies.length > 0)).toEqual([]);
  });

  it('from any API route a visitor may call, including the contact form’s and a failed sign-in', async () => {
    const visitors = ROUTES.filter((route) => route.access === 'public' || route.access === 'optional');
    expect(visitors.length).toBeGreaterThan(20);
    const answers = [];
    let n = 0;
    // One after the other: the contact form's calls share the rate limits of one address.
    for (const route of visitors) {
      const call = route.valid({ f, images, email: staff.email, password: staff.password, n: ++n });
      const { method, path, headers, body } = requestFor(route, call, f);
      answers.push({ route: `${method} ${path}`, ...(await cookiesOf(path, { method, headers, body })) });
    }
    // Refusals too: a wrong password, a bad body, an unknown address.
    const wrongLogin = JSON.stringify({ email: staff.email, password: 'not the password' });
    const json = { 'content-type': 'application/json' };
    answers.push({ route: 'wrong login', ...(await cookiesOf('/api/auth/login', { method: 'POST', headers: json, body: wrongLogin })) });
    answers.push({ route: 'broken body', ...(await cookiesOf('/api/auth/send-otp', { method: 'POST', headers: json, body: '{' })) });
    answers.push({ route: 'no such route', ...(await cookiesOf('/api/no-such-route')) });
    // Most succeed (some answer 4xx by design: a code that was never sent, a message from an unverified address).
    expect(answers.filter(({ status }) => status < 300).length).toBeGreaterThan(visitors.length / 2);
    expect(answers.filter(({ cookies }) => cookies.length > 0)).toEqual([]);
  });
});
