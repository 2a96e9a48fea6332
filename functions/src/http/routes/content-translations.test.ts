import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MAX, CONTENT_TITLE_MAX } from '@school/shared/content-schemas';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// Punjabi and Hindi versions of a content page (issue 25, item 3), over real HTTP.

let api: TestApi;
let token: string;
let pages = 0;
const page = (extra: Record<string, unknown> = {}) => {
  pages++;
  return { title: `Page ${pages}`, slug: `translated-${pages}`, content: `<p>Body ${pages}</p>`, status: 'published', ...extra };
};

beforeAll(async () => {
  api = await startTestApi();
  token = (await api.staff('admin')).token;
});
afterAll(async () => api.close());

describe('content pages in Punjabi and Hindi', () => {
  it('saves the translations, drops blank ones and returns them to visitors', async () => {
    const created = await api.call('POST', '/content', {
      token,
      body: page({
        translations: {
          pa: { title: 'ਸਕੂਲ ਬੱਸ', content: '<p>ਬੱਸ ਸਵੇਰੇ 7 ਵਜੇ ਚੱਲਦੀ ਹੈ।</p>' },
          hi: { title: '   ', content: '<p></p>' },
        },
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.translations).toEqual({ pa: { title: 'ਸਕੂਲ ਬੱਸ', content: '<p>ਬੱਸ ਸਵੇਰੇ 7 ਵਜੇ ਚੱਲਦੀ ਹੈ।</p>' } });
    const visitor = await api.call('GET', `/content/slug/${created.body.data.slug}`);
    expect(visitor.body.data.translations).toEqual(created.body.data.translations);
  });

  it('sanitises a translated body like the English one; one empty once cleaned is no translation', async () => {
    const created = await api.call('POST', '/content', {
      token,
      body: page({
        translations: {
          pa: { content: '<p onclick="x()">ਸੂਚਨਾ<script>alert(1)</script></p>' },
          hi: { title: 'सूचना', content: '<script>alert(1)</script>' },
        },
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.translations).toEqual({ pa: { content: '<p>ਸੂਚਨਾ</p>' }, hi: { title: 'सूचना' } });
  });

  it('refuses translations longer than the English limits, and keeps them on an edit', async () => {
    const tooLongTitle = await api.call('POST', '/content', {
      token,
      body: page({ translations: { hi: { title: 'क'.repeat(CONTENT_TITLE_MAX + 1) } } }),
    });
    expect(tooLongTitle).toMatchObject({
      status: 400,
      body: { error: `A translated title must be at most ${CONTENT_TITLE_MAX} characters` },
    });
    const tooLongBody = await api.call('POST', '/content', {
      token,
      body: page({ translations: { pa: { content: `<p>${'a'.repeat(CONTENT_MAX)}</p>` } } }),
    });
    expect(tooLongBody).toMatchObject({
      status: 400,
      body: { error: 'A translated page is too long. Please split it into several pages.' },
    });

    const created = (await api.call('POST', '/content', { token, body: page({ translations: { pa: { title: 'ਪਹਿਲਾ' } } }) })).body.data;
    const edited = await api.call('PUT', `/content/${created._id}`, {
      token,
      body: { ...page({ slug: created.slug }), version: created.version, translations: { pa: { title: 'ਦੂਜਾ' }, hi: { title: 'दूसरा' } } },
    });
    expect(edited.body.data.translations).toEqual({ pa: { title: 'ਦੂਜਾ' }, hi: { title: 'दूसरा' } });
    // A stale version is still refused, translations and all.
    const stale = await api.call('PUT', `/content/${created._id}`, {
      token,
      body: { ...page({ slug: created.slug }), version: created.version, translations: { pa: { title: 'ਤੀਜਾ' } } },
    });
    expect(stale.status).toBe(409);

    // A revision keeps the translations and says they changed; restoring it brings them back.
    const revisions = (await api.call('GET', `/revisions/page/${created._id}`, { token })).body.data;
    expect(revisions[0].changed).toContain('Punjabi and Hindi');
    const restored = await api.call('POST', `/revisions/page/${created._id}/${revisions[0]._id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body.data.translations).toEqual({ pa: { title: 'ਪਹਿਲਾ' } });
  });
});
