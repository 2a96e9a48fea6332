import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TEXT_DEFAULTS } from '../../domain/page-texts/page-texts.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// The page texts as visitors get them: in the server-rendered HTML of the real web app (web/dist-ssr,
// which `npm test` builds first), with the school's facts filled in where a text names them, a draft
// never shown, and the hero image only once its draft is published.
const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));

describe('page texts in the rendered pages', () => {
  let api: TestApi;
  let token: string;
  const html = async (path: string) => (await fetch(api.url + path)).text();

  beforeAll(async () => {
    api = await startTestApi({ ssrDir });
    token = (await api.staff()).token;
  });
  afterAll(() => api.close());

  it('renders every page from its stored texts, with the settings filled in for the placeholders', async () => {
    const story = await html('/about');
    expect(story).toContain('Convent School Faridkot opened its doors in 2005 with a handful of classrooms');
    expect(await html('/about/leadership')).toContain('The school is led by our Principal, Sister Mary Thomas,');
    expect(await html('/')).toContain('Since 2005, families in Faridkot have trusted us');
    expect(await html('/academics/faculty')).toContain('A counsellor and a special educator on staff');
    expect(await html('/admissions/apply')).toContain('Ready to join our family? Here is what to do:');
    expect(await html('/parent-resources')).toContain('Healthy tiffin ideas');
    for (const path of ['/', '/about', '/academics', '/admissions', '/parent-resources']) {
      // The embedded answers keep the placeholders (the browser fills them in as the server did); the page does not.
      const shown = (await html(path)).split('<script id="page-data"')[0];
      expect(shown, path).not.toMatch(/\{(school name|founding year|town|principal name|principal title)\}/);
    }
  });

  it('shows a draft to nobody, and the hero image once it is published', async () => {
    const texts = structuredClone(PAGE_TEXT_DEFAULTS.home);
    texts.hero.headline = 'Draft headline nobody sees';
    texts.hero.imageAlt = 'Children reading under the neem tree';
    expect((await api.call('PUT', '/page-texts/home/draft', { token, body: texts })).status).toBe(200);
    const form = new FormData();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#4488cc' } })
      .jpeg()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'hero.jpg');
    const uploaded = await fetch(`${api.url}/api/page-texts/home/images/heroImage`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const image = ((await uploaded.json()) as { data: { draft: { images: { heroImage: { url: string } } } } }).data.draft.images.heroImage;

    const before = await html('/');
    expect(before).not.toContain('Draft headline nobody sees');
    expect(before).not.toContain(image.url);

    expect((await api.call('POST', '/page-texts/home/publish', { token })).status).toBe(200);
    const after = await html('/');
    expect(after).toContain('Draft headline nobody sees');
    // Its box is reserved (width and height) and it loads first: it is above the fold.
    expect(after).toMatch(new RegExp(`<img[^>]*src="${image.url}"[^>]*width="\\d+"[^>]*height="\\d+"`));
    expect(after).toContain('alt="Children reading under the neem tree"');
    expect(after).toMatch(/fetchPriority="high"|fetchpriority="high"/);
  });
});
