import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/collections.js';
import { startAuditProbe, type AuditProbe } from '../../testing/audit-probe.js';

// What the Activity screen shows for every staff write on the site's items (content pages, news and
// events, galleries and their photos, notices, messages), read back over GET /api/activity: the
// action, the item's kind, id, title and the detail, under the member who acted. A refused write
// shows nothing. activity-settings.test.ts does the same for settings, page texts and staff.

describe('activity of the site items', () => {
  let probe: AuditProbe;
  beforeAll(async () => {
    probe = await startAuditProbe();
  });
  afterAll(async () => probe.close());

  it('content pages: create, edit, featured image, delete', async () => {
    const { ok, refused, upload, name, entries } = probe;
    const page = name(
      (await ok('POST', '/content', { title: 'Uniform', slug: 'uniform', content: '<p>Blue.</p>', status: 'draft' }))._id,
      'page',
    );
    await ok('PUT', `/content/${page}`, {
      title: 'School uniform',
      slug: 'uniform',
      content: '<p>Navy.</p>',
      status: 'published',
      version: 1,
    });
    await upload('PUT', `/content/${page}/featuredimage`, 'featuredImage');
    await refused('PUT', `/content/${page}`, 409, { title: 'Late', slug: 'uniform', content: '<p>Old.</p>', status: 'draft', version: 1 });
    await refused('POST', '/content', 400, { title: '', slug: 'x', content: '<p>x</p>', status: 'draft' });
    await ok('DELETE', `/content/${page}`);
    await refused('DELETE', `/content/${page}`, 404);
    expect(await entries()).toEqual([
      ['create', 'page', 'page', 'Uniform', null, 'admin'],
      ['edit', 'page', 'page', 'School uniform', null, 'admin'],
      ['edit', 'page', 'page', 'School uniform', null, 'admin'],
      ['delete', 'page', 'page', 'School uniform', null, 'admin'],
    ]);
  });

  it('news and events: create, edit, delete', async () => {
    const { ok, refused, name, entries } = probe;
    const item = name(
      (await ok('POST', '/events', { title: 'Sports day', description: 'On Friday.', type: 'news', tags: [] }))._id,
      'item',
    );
    await ok('PUT', `/events/${item}`, { title: 'Sports day moved', version: 1 });
    await refused('PUT', `/events/${item}`, 409, { title: 'Stale', version: 1 });
    await refused('POST', '/events', 400, { title: '', description: 'x', type: 'news', tags: [] });
    await ok('DELETE', `/events/${item}`);
    expect(await entries()).toEqual([
      ['create', 'news-or-event', 'item', 'Sports day', null, 'admin'],
      ['edit', 'news-or-event', 'item', 'Sports day moved', null, 'admin'],
      ['delete', 'news-or-event', 'item', 'Sports day moved', null, 'admin'],
    ]);
  });

  it('galleries and photos: create, edit, add photos, edit and delete a photo, delete', async () => {
    const { ok, refused, upload, name, entries } = probe;
    const gallery = name((await ok('POST', '/galleries', { title: 'Annual day', category: 'events' }))._id, 'gallery');
    await ok('PUT', `/galleries/${gallery}`, { title: 'Annual day 2026', isPublished: true });
    const [photo] = (await upload('POST', `/galleries/${gallery}/images`, 'images')).images as { _id: string }[];
    name(photo?._id ?? '', 'photo');
    await ok('PUT', `/galleries/${gallery}/images/${photo?._id}`, { caption: 'Prize giving', alt: 'Students on stage' });
    await refused('PUT', `/galleries/${gallery}/images/nosuchphoto`, 404, { caption: 'x' });
    await ok('DELETE', `/galleries/${gallery}/images/${photo?._id}`);
    await refused('PUT', '/galleries/nosuchgallery', 404, { title: 'x' });
    await ok('DELETE', `/galleries/${gallery}`);
    expect(await entries()).toEqual([
      ['create', 'gallery', 'gallery', 'Annual day', null, 'admin'],
      ['edit', 'gallery', 'gallery', 'Annual day 2026', null, 'admin'],
      ['add-photos', 'gallery', 'gallery', 'Annual day 2026', null, 'admin'],
      ['edit', 'photo', 'photo', null, 'In the gallery "Annual day 2026"', 'admin'],
      ['delete', 'photo', 'photo', null, 'In the gallery "Annual day 2026"', 'admin'],
      ['delete', 'gallery', 'gallery', 'Annual day 2026', null, 'admin'],
    ]);
  });

  it('notices: create, edit, delete', async () => {
    const { ok, refused, name, entries } = probe;
    const notice = (text: string) => ({ text, kind: 'information', startsAt: '2035-02-01T09:00', endsAt: '2035-02-02T09:00' });
    const id = name((await ok('POST', '/notices', notice('Sports day on Friday')))._id, 'notice');
    await ok('PUT', `/notices/${id}`, notice('Sports day on Saturday'));
    await refused('POST', '/notices', 400, notice(''));
    await ok('DELETE', `/notices/${id}`);
    await refused('PUT', `/notices/${id}`, 404, notice('Gone'));
    expect(await entries()).toEqual([
      ['create', 'notice', 'notice', 'Sports day on Friday', null, 'admin'],
      ['edit', 'notice', 'notice', 'Sports day on Saturday', null, 'admin'],
      ['delete', 'notice', 'notice', 'Sports day on Saturday', null, 'admin'],
    ]);
  });

  it('messages: mark read, delete (never with the parent words)', async () => {
    const { api, ok, refused, name, entries } = probe;
    const message = { name: 'A parent', email: 'parent@family.example', subject: 'Admission', message: 'When?', read: false };
    const id = name(await api.home.store.add(MESSAGES, { ...message, createdAt: '2026-11-27T04:00:00.000Z' }), 'message');
    await ok('PUT', `/messages/${id}/read`);
    await refused('PUT', `/messages/${id}/read`, 409, { version: 1 });
    await ok('DELETE', `/messages/${id}`);
    await refused('DELETE', `/messages/${id}`, 404);
    expect(await entries()).toEqual([
      ['mark-read', 'message', 'message', null, null, 'admin'],
      ['delete', 'message', 'message', null, null, 'admin'],
    ]);
  });
});
