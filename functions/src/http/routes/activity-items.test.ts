import type { AuditEntry } from '@school/shared/audit-schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG, MESSAGES } from '../../domain/collections.js';
import { PAGE_TEXT_DEFAULTS } from '../../domain/page-texts/page-texts.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { uploadImages } from '../../testing/gallery-uploads.js';

// What the audit log says of the trash's and the revisions' actions over HTTP on the embedded home:
// these use cases record their own entries, named by each item kind (domain/registry/item-kinds.ts),
// in the words the audit trail used when it guessed them from the route: a restore and a delete for
// good by the thing's own kind and title, a photo by its gallery, a message by its id alone, a
// restored revision as "An earlier version" of its item.

describe('audit log of the trash and revisions', () => {
  let api: TestApi;
  let token: string;
  let tick = Date.parse('2026-11-27T04:00:00Z');
  const clock = { now: () => new Date((tick += 1000)) };

  beforeAll(async () => {
    api = await startTestApi({ clock });
    ({ token } = await api.staff('admin'));
  });
  afterAll(async () => api.close());

  const ok = async (method: string, path: string, body?: object) => {
    const answer = await api.call(method, path, { token, ...(body ? { body } : {}) });
    expect([method, path, answer.status]).toEqual([method, path, answer.status < 300 ? answer.status : 200]);
    return answer.body.data;
  };
  const logged = async () =>
    (await api.home.store.find<AuditEntry>(AUDIT_LOG))
      .sort((a, b) => a.key.localeCompare(b.key))
      .filter((e) => e.action !== 'sign-in')
      .map((e) => [e.action, e.itemKind, e.itemTitle, e.detail]);

  it('names what was restored, deleted for good or brought back from an earlier version', async () => {
    const item = await ok('POST', '/events', { title: 'Sports day', description: 'On Friday.', type: 'news', tags: [] });
    await ok('PUT', `/events/${item._id}`, { title: 'Sports day moved', version: 1 });
    const [revision] = await ok('GET', `/revisions/event/${item._id}`);
    await ok('POST', `/revisions/event/${item._id}/${revision._id}/restore`);
    await ok('DELETE', `/events/${item._id}`);
    await ok('POST', `/trash/${item._id}/restore`);
    await ok('DELETE', `/events/${item._id}`);
    await ok('DELETE', `/trash/${item._id}`);

    const gallery = await ok('POST', '/galleries', { title: 'Annual day', category: 'events' });
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const [image] = (await uploadImages(api, gallery._id, token, [{ name: 'a.jpg', data: jpeg }])).body.data.images;
    await ok('DELETE', `/galleries/${gallery._id}/images/${image._id}`);
    await ok('POST', `/trash/${image._id}/restore`);
    await ok('DELETE', `/galleries/${gallery._id}/images/${image._id}`);
    await ok('DELETE', `/trash/${image._id}`);

    const message = { name: 'A parent', email: 'parent@family.example', subject: 'Admission', message: 'When?', read: false };
    const messageId = await api.home.store.add(MESSAGES, { ...message, createdAt: clock.now().toISOString() });
    await ok('DELETE', `/messages/${messageId}`);
    await ok('POST', `/trash/${messageId}/restore`);
    await ok('DELETE', `/messages/${messageId}`);
    await ok('DELETE', `/trash/${messageId}`);

    const home = PAGE_TEXT_DEFAULTS.home;
    await ok('PUT', '/page-texts/home/draft', { ...home, hero: { ...home.hero, headline: 'Welcome' } });
    await ok('POST', '/page-texts/home/publish');
    const [texts] = await ok('GET', '/revisions/page-texts/home');
    await ok('POST', `/revisions/page-texts/home/${texts._id}/restore`);

    expect(await logged()).toEqual([
      ['create', 'news-or-event', 'Sports day', null],
      ['edit', 'news-or-event', 'Sports day moved', null],
      ['restore', 'news-or-event', 'Sports day', 'An earlier version'],
      ['delete', 'news-or-event', 'Sports day', null],
      ['restore', 'news-or-event', 'Sports day', null],
      ['delete', 'news-or-event', 'Sports day', null],
      ['delete-forever', 'news-or-event', 'Sports day', null],
      ['create', 'gallery', 'Annual day', null],
      ['add-photos', 'gallery', 'Annual day', null],
      ['delete', 'photo', null, 'In the gallery "Annual day"'],
      // A photo's trash record is titled 'Photo from "<gallery>"' when it has no caption.
      ['restore', 'photo', null, 'In the gallery "Photo from "Annual day""'],
      ['delete', 'photo', null, 'In the gallery "Annual day"'],
      ['delete-forever', 'photo', 'Photo from "Annual day"', null],
      ['delete', 'message', null, null],
      ['restore', 'message', null, null],
      ['delete', 'message', null, null],
      ['delete-forever', 'message', null, null],
      ['edit', 'page-texts', null, null],
      ['publish', 'page-texts', null, null],
      ['restore', 'page-texts', null, 'An earlier version'],
    ]);
  });
});
