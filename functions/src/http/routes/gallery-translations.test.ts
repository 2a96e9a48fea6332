import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_CONFLICT_MESSAGE } from '@school/shared/item-version';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { uploadImages } from '../../testing/gallery-uploads.js';

// Staff-written Punjabi and Hindi versions of a gallery's title and description and of each photo's
// alt text and caption (issue 25), over real HTTP: saved, blanks dropped, too long refused with a
// 400 that names the field and the language, merged per language, returned to visitors, and the
// gallery's version still guarding concurrent edits.

describe('gallery translations API', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  const create = (body: unknown) => api.call('POST', '/galleries', { token, body });
  const put = (path: string, body: unknown) => api.call('PUT', path, { token, body });
  const photo = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: 'teal' } })
      .png()
      .toBuffer();

  it('saves a new gallery’s translations, drops blank ones and shows them to visitors', async () => {
    const created = await create({
      title: 'Annual Day',
      category: 'events',
      translations: { pa: { title: ' ਸਾਲਾਨਾ ਸਮਾਗਮ ', description: '  ' }, hi: { title: '', description: '' } },
    });
    expect(created.status).toBe(201);
    // Trimmed; the blank description and the all-blank Hindi are "not translated".
    expect(created.body.data.translations).toEqual({ pa: { title: 'ਸਾਲਾਨਾ ਸਮਾਗਮ' } });
    const { _id: id, slug } = created.body.data;
    expect((await put(`/galleries/${id}`, { isPublished: true })).status).toBe(200);

    const list = await api.call('GET', '/galleries');
    const listed = list.body.data.find((gallery: { _id: string }) => gallery._id === id);
    expect(listed).toMatchObject({ title: 'Annual Day', translations: { pa: { title: 'ਸਾਲਾਨਾ ਸਮਾਗਮ' } } });
    const page = await api.call('GET', `/galleries/slug/${slug}`);
    expect(page.body.data.translations).toEqual({ pa: { title: 'ਸਾਲਾਨਾ ਸਮਾਗਮ' } });
  });

  it('merges an edit per language: a language sent replaces its texts, one not sent is kept', async () => {
    const { _id: id } = (await create({ title: 'Sports Day', category: 'sports' })).body.data;
    const first = await put(`/galleries/${id}`, {
      translations: { pa: { title: 'ਖੇਡ ਦਿਵਸ', description: 'ਦੌੜਾਂ' }, hi: { title: 'खेल दिवस' } },
    });
    expect(first.body.data.translations).toEqual({ pa: { title: 'ਖੇਡ ਦਿਵਸ', description: 'ਦੌੜਾਂ' }, hi: { title: 'खेल दिवस' } });
    // Only Punjabi sent, its description blanked: the Hindi stays, the Punjabi description goes.
    const second = await put(`/galleries/${id}`, { translations: { pa: { title: 'ਖੇਡ ਦਿਵਸ 2026', description: ' ' } } });
    expect(second.body.data.translations).toEqual({ pa: { title: 'ਖੇਡ ਦਿਵਸ 2026' }, hi: { title: 'खेल दिवस' } });
    // An edit without translations leaves them alone.
    const renamed = await put(`/galleries/${id}`, { title: 'Sports Day 2026' });
    expect(renamed.body.data).toMatchObject({ title: 'Sports Day 2026', translations: second.body.data.translations });
    // Every language blanked: none left, and the answer carries no translations at all.
    const cleared = await put(`/galleries/${id}`, { translations: { pa: { title: '' }, hi: { title: '  ' } } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).not.toHaveProperty('translations');
  });

  it('refuses a too-long or wrongly typed translation with a 400 naming the field and language, storing nothing', async () => {
    const { _id: id } = (await create({ title: 'Science Fair', category: 'academics' })).body.data;
    const refusals: [unknown, string][] = [
      [{ translations: { pa: { title: 'ਕ'.repeat(201) } } }, 'Title in Punjabi must be at most 200 characters'],
      [{ translations: { hi: { description: 'क'.repeat(2001) } } }, 'Description in Hindi must be at most 2000 characters'],
      [{ translations: { hi: { title: 5 } } }, 'Title in Hindi must be text'],
    ];
    for (const [body, error] of refusals) {
      const answer = await put(`/galleries/${id}`, body);
      expect(answer, error).toMatchObject({ status: 400, body: { success: false, error } });
    }
    const tooLong = await create({ title: 'Fete', category: 'events', translations: { pa: { title: 'ਕ'.repeat(201) } } });
    expect(tooLong).toMatchObject({ status: 400, body: { error: 'Title in Punjabi must be at most 200 characters' } });
    const stored = (await api.call('GET', '/galleries', { token })).body.data.find((gallery: { _id: string }) => gallery._id === id);
    expect(stored).not.toHaveProperty('translations');
    expect(stored.version).toBe(1);
  });

  it('saves a photo’s alt text and caption translations, keeping them through moves and uploads', async () => {
    const { _id: id } = (await create({ title: 'Trip', category: 'events' })).body.data;
    const uploaded = await uploadImages(api, id, token, [
      { name: 'a.png', data: await photo() },
      { name: 'b.png', data: await photo() },
    ]);
    const [a, b] = uploaded.body.data.images.map((image: { _id: string }) => image._id) as string[];
    const saved = await put(`/galleries/${id}/images/${a}`, {
      alt: 'Children at the zoo',
      translations: { hi: { alt: 'चिड़ियाघर में बच्चे', caption: '' }, pa: { alt: ' ' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.images[0]).toMatchObject({ alt: 'Children at the zoo', translations: { hi: { alt: 'चिड़ियाघर में बच्चे' } } });
    expect(saved.body.data.images[0].translations).not.toHaveProperty('pa');
    expect(saved.body.data.images[1]).not.toHaveProperty('translations');

    const tooLong = await put(`/galleries/${id}/images/${b}`, { translations: { pa: { alt: 'ਕ'.repeat(301) } } });
    expect(tooLong).toMatchObject({ status: 400, body: { success: false, error: 'Alt text in Punjabi must be at most 300 characters' } });

    const moved = await put(`/galleries/${id}/images/${a}`, { order: 1 });
    expect(moved.body.data.images[1]).toMatchObject({ _id: a, translations: { hi: { alt: 'चिड़ियाघर में बच्चे' } } });
    const more = await uploadImages(api, id, token, [{ name: 'c.png', data: await photo() }]);
    expect(more.body.data.images[1].translations).toEqual({ hi: { alt: 'चिड़ियाघर में बच्चे' } });
  });

  it('counts translation saves as versions: a save from an older version gets 409 and changes nothing', async () => {
    const { _id: id, version } = (await create({ title: 'Library Week', category: 'academics' })).body.data;
    expect(version).toBe(1);
    const first = await put(`/galleries/${id}`, { translations: { pa: { title: 'ਲਾਇਬ੍ਰੇਰੀ ਹਫ਼ਤਾ' } }, version: 1 });
    expect(first.body.data).toMatchObject({ version: 2, translations: { pa: { title: 'ਲਾਇਬ੍ਰੇਰੀ ਹਫ਼ਤਾ' } } });
    const stale = await put(`/galleries/${id}`, { translations: { pa: { title: 'ਪੁਰਾਣਾ' } }, version: 1 });
    expect(stale).toMatchObject({ status: 409, body: { success: false, error: EDIT_CONFLICT_MESSAGE } });
    // Two staff translating at once from the same version: one save lands, the other is told.
    const both = await Promise.all([
      put(`/galleries/${id}`, { translations: { hi: { title: 'पुस्तकालय सप्ताह' } }, version: 2 }),
      put(`/galleries/${id}`, { translations: { hi: { title: 'लाइब्रेरी सप्ताह' } }, version: 2 }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = (await api.call('GET', '/galleries', { token })).body.data.find((gallery: { _id: string }) => gallery._id === id);
    const landed = both.find((answer) => answer.status === 200)?.body.data.translations;
    expect(stored).toMatchObject({ version: 3, translations: landed });
    expect(stored.translations.pa).toEqual({ title: 'ਲਾਇਬ੍ਰੇਰੀ ਹਫ਼ਤਾ' });
  });
});
