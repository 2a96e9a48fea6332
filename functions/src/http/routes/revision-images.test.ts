import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// The photos of earlier versions over real HTTP on the embedded home (real SQLite, real files on
// disk): a replaced photo stays while a revision holds it, a restore brings it back, and deleting
// the item for good takes its revisions and their photos with it.

describe('revisions and their photos', () => {
  let api: TestApi;
  let token = '';
  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  /** A real JPEG, different per colour (so the content-hashed names differ). */
  const photo = (background: string) =>
    sharp({ create: { width: 900, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const send = async (method: 'POST' | 'PUT', path: string, fields: Record<string, string>, image?: Buffer, field = 'image') => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (image) form.append(field, new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${api.url}/api${path}`, { method, body: form, headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as any };
  };
  /** Whether the photo at `url` (`/files/<key>`, the embedded home's file server) is still stored. */
  const loads = async (url: string) => (await api.home.files.get(url.replace(/^\/files\//, ''))) !== null;

  it('a news item: the replaced photo stays for its revision and a restore shows it again', async () => {
    const fields = { title: 'Sports day', description: 'On the field.', type: 'news', tags: '["sports"]' };
    const created = (await send('POST', '/events', fields, await photo('#336699'))).body.data;
    const first = created.imageUrl as string;
    const edited = await send('PUT', `/events/${created._id}`, { version: '1' }, await photo('#993366'));
    expect(edited.status).toBe(200);
    const second = edited.body.data.imageUrl as string;
    expect(second).not.toBe(first);
    // The first photo is no longer shown but its revision holds it.
    expect(await loads(first)).toBe(true);

    const [revision] = (await api.call('GET', `/revisions/event/${created._id}`, { token })).body.data;
    const restored = await api.call('POST', `/revisions/event/${created._id}/${revision._id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body.data.imageUrl).toBe(first);
    expect((await api.call('GET', `/events/slug/${created.slug}`)).body.data.imageUrl).toBe(first);
    // The photo it replaced is held by the revision the restore kept.
    expect(await loads(second)).toBe(true);

    // Deleted for good: the item, its revisions and every photo only they held are gone.
    expect((await api.call('DELETE', `/events/${created._id}`, { token })).status).toBe(200);
    expect((await api.call('DELETE', `/trash/${created._id}`, { token })).status).toBe(200);
    expect((await api.call('GET', `/revisions/event/${created._id}`, { token })).status).toBe(404);
    expect(await api.home.store.find('revisions', { where: [{ field: 'itemId', op: '==', value: created._id }] })).toEqual([]);
    expect([await loads(first), await loads(second)]).toEqual([false, false]);
  });

  it('a content page: a new featured photo keeps a revision; restoring it brings the old photo back', async () => {
    const body = { title: 'Library', slug: 'library', content: '<p>Books for every class.</p>', type: 'page', status: 'published' };
    const page = (await api.call('POST', '/content', { token, body })).body.data;
    const first = (await send('PUT', `/content/${page._id}/featuredimage`, {}, await photo('#228844'), 'featuredImage')).body.data;
    const second = (await send('PUT', `/content/${page._id}/featuredimage`, {}, await photo('#884422'), 'featuredImage')).body.data;
    expect(second.featuredImage.url).not.toBe(first.featuredImage.url);
    expect(await loads(first.featuredImage.url)).toBe(true);

    const revisions = (await api.call('GET', `/revisions/page/${page._id}`, { token })).body.data;
    // Newest first: the page as it was with the first photo, then without any.
    expect(revisions).toHaveLength(2);
    const restored = await api.call('POST', `/revisions/page/${page._id}/${revisions[0]._id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body.data.featuredImage.url).toBe(first.featuredImage.url);
    expect(restored.body.data.title).toBe('Library');

    // The version without a photo: restoring it removes the photo (still held by the revisions).
    const none = await api.call('POST', `/revisions/page/${page._id}/${revisions[1]._id}/restore`, { token });
    expect(none.body.data.featuredImage).toBeNull();
    expect(await loads(first.featuredImage.url)).toBe(true);
  });

  it('page texts: restoring the texts visitors read before brings back the hero photo they saw', async () => {
    const upload = async (background: string) =>
      (await send('PUT', '/page-texts/home/images/heroImage', {}, await photo(background))).body.data.draft.images.heroImage.url as string;
    const first = await upload('#123456');
    await api.call('POST', '/page-texts/home/publish', { token });
    const second = await upload('#654321');
    await api.call('POST', '/page-texts/home/publish', { token });
    expect((await api.call('GET', '/page-texts/home')).body.data.images.heroImage.url).toBe(second);
    expect(await loads(first)).toBe(true);

    const [previous] = (await api.call('GET', '/revisions/page-texts/home', { token })).body.data;
    const restored = await api.call('POST', `/revisions/page-texts/home/${previous._id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect((await api.call('GET', '/page-texts/home')).body.data.images.heroImage.url).toBe(first);
    expect(await loads(first)).toBe(true);
  });

  it('a revision kept before photos were held whose files are gone: the item keeps the photo it has', async () => {
    const fields = { title: 'Old photo', description: 'Text.', type: 'news', tags: '["announcement"]' };
    const created = (await send('POST', '/events', fields, await photo('#aa5500'))).body.data;
    await send('PUT', `/events/${created._id}`, { version: '1' }, await photo('#0055aa'));
    const [revision] = await api.home.store.find<any>('revisions', { where: [{ field: 'itemId', op: '==', value: created._id }] });
    // As an older revision would be: no list of held files, its photo deleted since.
    await api.home.store.update('revisions', revision.id, { fileKeys: [] });
    for (const key of revision.item.imageKeys) await api.home.files.delete(key);
    const current = (await api.call('GET', `/events/${created._id}`, { token })).body.data.imageUrl;

    const restored = await api.call('POST', `/revisions/event/${created._id}/${revision.id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body.data.imageUrl).toBe(current);
    expect(await loads(current)).toBe(true);
  });
});
