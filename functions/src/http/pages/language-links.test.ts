import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { send } from '../../testing/hardening/raw-request.js';

// Issue 32, item 5: the language switcher linked to the address as typed, so '/pa//evil.example'
// served <a href="//evil.example" hreflang="en">English</a>, an open redirect. Pages rendered by the
// real server build (`npm run build --workspace web`), requested byte for byte (fetch would turn the
// backslash into a slash before sending).
const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));

/** Every href in the page, unescaped as a browser reads it. */
const hrefsIn = (html: string): string[] =>
  [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'"));

/** The language switcher's link to `name` in `lang` (React writes href before hrefLang). */
function switcherLink(html: string, lang: string, name: string): string | undefined {
  const links = [...html.matchAll(/<a href="([^"]*)"[^>]*hreflang="([a-z]+)"[^>]*>([^<]*)<\/a>/gi)];
  return links.find((match) => match[2] === lang && match[3] === name)?.[1];
}

describe('the language links of a page', () => {
  let api: TestApi;
  const page = async (path: string) => {
    const answer = await send(api.url, { method: 'GET', path });
    return { status: answer.status, html: answer.text };
  };

  beforeAll(async () => {
    api = await startTestApi({ ssrDir });
  });
  afterAll(() => api.close());

  it.each(['/pa//evil.example', '/hi//evil.example/news', '/pa/\\evil.example', '/\\evil.example', '/pa/\\/evil.example', '/pa///'])(
    '%s links nowhere off the site, and its English link goes to a page of the site',
    async (path) => {
      const { html } = await page(path);
      expect(html).toContain('<div id="root">');
      const hrefs = hrefsIn(html);
      expect(hrefs.length).toBeGreaterThan(10);
      for (const href of hrefs) {
        expect(href.startsWith('//') || href.startsWith('/\\'), href).toBe(false);
        // Site-relative ones stay on the site (the school's tel:, mailto: and map links are not paths).
        if (href.startsWith('/')) expect(new URL(href, api.url).origin, href).toBe(api.url);
      }
      const english = switcherLink(html, 'en', 'English');
      expect(english).toMatch(/^\/(?![/\\])/);
      expect(new URL(english ?? '', api.url).origin).toBe(api.url);
    },
  );

  it("on a page no route shows, links to each language's home page", async () => {
    const { status, html } = await page('/pa//evil.example');
    expect(status).toBe(404);
    expect(switcherLink(html, 'en', 'English')).toBe('/');
    expect(switcherLink(html, 'pa', 'ਪੰਜਾਬੀ')).toBe('/pa');
    expect(switcherLink(html, 'hi', 'हिन्दी')).toBe('/hi');
  });

  it('on a page a route shows, links to the same page in each language, its query kept', async () => {
    const { status, html } = await page('/pa/about/mission/?from=letter');
    expect(status).toBe(200);
    expect(switcherLink(html, 'en', 'English')).toBe('/about/mission?from=letter');
    expect(switcherLink(html, 'hi', 'हिन्दी')).toBe('/hi/about/mission?from=letter');
    expect(html).toContain(`<link rel="canonical" href="${api.url}/pa/about/mission"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${api.url}/about/mission"/>`);
  });
});
