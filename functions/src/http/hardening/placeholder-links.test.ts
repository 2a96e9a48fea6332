import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TEXT_DEFAULTS } from '../../domain/page-texts/page-texts.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { settingsInput } from '../../testing/settings-input.js';

// Issue 32, item 6: a page text's link whose address is a placeholder, with the fact set to a
// javascript: URL. The body was sanitised before the fact was in it, so the fact must never be
// filled into an address; in text and words (alt, title) it still is, escaped.
const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));
const TOWN = 'javascript:window.x=1//';

describe('a placeholder in a link of a page text', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ ssrDir });
    const { token } = await api.staff('admin');
    const current = await api.call('GET', '/settings', { token });
    const address = { street: 'Kotkapura Road', locality: TOWN, region: 'Punjab', postcode: '151203' };
    const saved = await api.call('PUT', '/settings', {
      token,
      body: { ...settingsInput({ address }), version: current.body.data.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const texts = structuredClone(PAGE_TEXT_DEFAULTS.about);
    texts.story.body =
      '<p>Families of <a href="{town}" title="About {town}">our town</a>, <a href="https://example.org/{town}">{town}</a>.</p>' +
      '<p><img src="/files/{town}.webp" alt="The school in {town}" /></p>';
    expect((await api.call('PUT', '/page-texts/about/draft', { token, body: texts })).status).toBe(200);
    expect((await api.call('POST', '/page-texts/about/publish', { token })).status).toBe(200);
  });
  afterAll(() => api.close());

  it('never becomes a javascript: link on the rendered page', async () => {
    const html = await (await fetch(`${api.url}/about/story`)).text();
    expect(html).not.toMatch(/(?:href|src)="\s*javascript:/i);
    // The address keeps the placeholder as typed; the words around it get the fact.
    expect(html).toContain('href="{town}"');
    expect(html).toContain(`title="About ${TOWN}"`);
    expect(html).toContain(`>${TOWN}</a>`);
  });
});
