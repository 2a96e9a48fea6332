import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { uploadImages } from '../../testing/gallery-uploads.js';

// /media rendered by the server from the paged galleries (issue 34, item 1): one page of summaries
// and the photos of its first gallery, not every photo of every gallery. The real web build
// (the unit project's globalSetup makes it) on a real SQLite file, as a crawler gets it.
const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));

/** The page's HTML without its scripts (the data it hydrates from). */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

interface Summary {
  _id: string;
  title: string;
  slug: string;
}

describe('/media rendered a page of galleries at a time', () => {
  let api: TestApi;
  let token: string;
  /** The galleries as the first page lists them, newest first, then the one on the second page. */
  let listed: Summary[];
  /** Each photo's file address, by the gallery holding it. */
  const photoUrls = new Map<string, string[]>();

  const page = async (path: string) => {
    const response = await fetch(api.url + path);
    return { status: response.status, html: await response.text() };
  };
  const png = (r: number) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 9, b: 9 } } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    api = await startTestApi({ ssrDir });
    token = (await api.staff('admin')).token;
    for (let n = 1; n <= 13; n++) {
      const { body } = await api.call('POST', '/galleries', { token, body: { title: `Gallery number ${n}`, category: 'events' } });
      await api.call('PUT', `/galleries/${body.data._id}`, { token, body: { isPublished: true } });
    }
    const first = await api.call('GET', '/galleries?limit=12');
    const second = await api.call('GET', `/galleries?limit=12&after=${encodeURIComponent(first.body.next)}`);
    listed = [...first.body.data, ...second.body.data];
    // Photos in the first gallery (shown selected) and the second (only its cover is on the page).
    for (const [index, gallery] of listed.slice(0, 2).entries()) {
      const parts = [await png(index * 50), await png(index * 50 + 20)].map((data, i) => ({ name: `${i}.png`, data }));
      const uploaded = await uploadImages(api, gallery._id, token, parts);
      expect(uploaded.status).toBe(201);
      photoUrls.set(
        gallery._id,
        uploaded.body.data.images.map((image: { url: string }) => image.url),
      );
    }
  });
  afterAll(() => api?.close());

  it('holds twelve galleries, the first one’s photos and a link to the older ones, not every photo', async () => {
    const { status, html } = await page('/media');
    expect(status).toBe(200);
    const markup = withoutScripts(html);
    const [first, second] = listed;
    for (const gallery of listed.slice(0, 12)) expect(markup).toContain(`>${gallery.title}</button>`);
    expect(markup).not.toContain(`>${listed[12]?.title}<`);
    // The first gallery is selected, its photos in the grid before any script runs.
    for (const url of photoUrls.get(first?._id ?? '') ?? []) expect(markup).toContain(`src="${url}"`);
    expect(markup).toContain(`href="/media/${first?.slug}"`);
    // The second gallery's photos are read when it is selected: its cover is in the page's data, no other.
    const [cover, other] = photoUrls.get(second?._id ?? '') ?? [];
    expect(markup).not.toContain(cover);
    expect(html).not.toContain(other);
    const older = /<a [^>]*href="\/media\?after=([\w.~-]+)"[^>]*>Older galleries/.exec(markup);
    expect(older).not.toBeNull();
    expect(html).toContain(`<link rel="canonical" href="${api.url}/media"/>`);
    // The page's answers are embedded, keyed by the calls the browser would make.
    expect(html).toContain('"/galleries?limit=12":{"status":200');
    expect(html).toContain(`"/galleries/slug/${first?.slug}":{"status":200`);
  });

  it('follows Older galleries to the thirteenth, which links back to the newest', async () => {
    const older = /href="(\/media\?after=[\w.~-]+)"/.exec(withoutScripts((await page('/media')).html))?.[1] ?? '';
    const { status, html } = await page(older);
    expect(status).toBe(200);
    const markup = withoutScripts(html);
    expect(markup).toContain(`>${listed[12]?.title}</button>`);
    expect(markup).toContain('Photos of this gallery are coming soon.');
    expect(markup).toMatch(/<a [^>]*href="\/media"[^>]*>Newest/);
    expect(markup).not.toContain('Older galleries');
    expect(html).toContain(`<link rel="canonical" href="${api.url}${older}"/>`);
  });

  it('answers Not Found for an address that names no page, in any language', async () => {
    // Not the API's: no call is made.
    for (const path of ['/media?after=%3Cscript%3E', '/hi/media?after=a&after=b']) {
      const { status, html } = await page(path);
      expect([path, status]).toEqual([path, 404]);
      expect(html).not.toContain('"/galleries?limit=12');
    }
    // Well formed, but not a cursor the API made: it refuses it (400), and there is no such page.
    expect((await page('/media?after=bm90LWEtY3Vyc29y')).status).toBe(404);
  });

  it('renders the Punjabi page with its own link to older galleries', async () => {
    const { status, html } = await page('/pa/media');
    expect(status).toBe(200);
    expect(withoutScripts(html)).toMatch(/<a [^>]*href="\/pa\/media\?after=[\w.~-]+"[^>]*>ਪੁਰਾਣੀਆਂ ਗੈਲਰੀਆਂ/);
  });
});
