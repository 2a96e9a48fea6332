import type { Role } from '@school/shared/auth-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// Revisions over HTTP on the embedded home: the edit screens' calls, who is named, a restore that
// is itself a version-checked save, and who may call at all.

describe('revisions API', () => {
  let api: TestApi;
  let token: string;
  let email: string;
  let minute = 0;
  // A minute later on every reading, so each save has its own time.
  const clock = { now: () => new Date(Date.parse('2026-11-25T04:00:00Z') + ++minute * 60_000) };

  beforeAll(async () => {
    api = await startTestApi({ clock });
    ({ token, email } = await api.staff('admin'));
  });
  afterAll(async () => api.close());

  const news = (title: string, description = 'The first text.') => ({ title, description, type: 'news', tags: ['announcement'] });

  it('two edits of a news item keep two revisions; restoring the first brings its text back as a new revision', async () => {
    const created = (await api.call('POST', '/events', { token, body: news('Annual day') })).body.data;
    await api.call('PUT', `/events/${created._id}`, { token, body: { title: 'Annual day (second)', version: 1 } });
    await api.call('PUT', `/events/${created._id}`, { token, body: { description: 'The third text.', version: 2 } });

    const listed = await api.call('GET', `/revisions/event/${created._id}`, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        _id: expect.any(String),
        by: { name: expect.any(String), email },
        at: expect.any(String),
        title: 'Annual day (second)',
        changed: ['Description'],
      },
      { _id: expect.any(String), by: { name: expect.any(String), email }, at: expect.any(String), title: 'Annual day', changed: ['Title'] },
    ]);
    const [second, first] = listed.body.data;
    expect(Date.parse(second.at)).toBeGreaterThan(Date.parse(first.at));

    const whole = await api.call('GET', `/revisions/event/${created._id}/${first._id}`, { token });
    expect(whole.body.data).toMatchObject({
      kind: 'event',
      itemId: created._id,
      item: { title: 'Annual day', description: 'The first text.', version: 1 },
      changes: [{ field: 'title', label: 'Title', before: 'Annual day', after: 'Annual day (second)' }],
    });

    const restored = await api.call('POST', `/revisions/event/${created._id}/${first._id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ _id: created._id, title: 'Annual day', description: 'The first text.', version: 4 });
    // Visitors see the restored text.
    expect((await api.call('GET', `/events/slug/${created.slug}`)).body.data).toMatchObject({
      title: 'Annual day',
      description: 'The first text.',
    });
    const after = (await api.call('GET', `/revisions/event/${created._id}`, { token })).body.data;
    expect(after.map((r: { title: string }) => r.title)).toEqual(['Annual day (second)', 'Annual day (second)', 'Annual day']);
    expect(after[0].changed).toEqual(['Title', 'Description']);
  });

  it('a content page: the editor saves, the revision shows the body as text, and a restore comes back', async () => {
    const body = {
      title: 'Transport',
      slug: 'transport-routes',
      content: '<p>Buses leave at <strong>7</strong>.</p>',
      status: 'published',
    };
    const page = (await api.call('POST', '/content', { token, body })).body.data;
    await api.call('PUT', `/content/${page._id}`, { token, body: { ...body, content: '<p>Buses leave at 8.</p>', version: 1 } });
    const [revision] = (await api.call('GET', `/revisions/page/${page._id}`, { token })).body.data;
    const whole = (await api.call('GET', `/revisions/page/${page._id}/${revision._id}`, { token })).body.data;
    expect(whole.changes).toEqual([{ field: 'content', label: 'Content', before: 'Buses leave at 7.', after: 'Buses leave at 8.' }]);
    const restored = await api.call('POST', `/revisions/page/${page._id}/${revision._id}/restore`, { token });
    expect(restored.body.data).toMatchObject({ content: '<p>Buses leave at <strong>7</strong>.</p>', version: 3 });
  });

  it('unknown kinds, items and revisions are 404; visitors 401; a member without a staff role 403', async () => {
    const created = (await api.call('POST', '/events', { token, body: news('Exam dates') })).body.data;
    await api.call('PUT', `/events/${created._id}`, { token, body: { title: 'Exam dates (new)' } });
    const [revision] = (await api.call('GET', `/revisions/event/${created._id}`, { token })).body.data;
    expect((await api.call('GET', `/revisions/gallery/${created._id}`, { token })).status).toBe(404);
    expect((await api.call('GET', `/revisions/event/nosuchitem`, { token })).status).toBe(404);
    expect((await api.call('GET', `/revisions/event/${created._id}/nosuchrevision`, { token })).status).toBe(404);

    const paths = [`/revisions/event/${created._id}`, `/revisions/event/${created._id}/${revision._id}`];
    const restore = `/revisions/event/${created._id}/${revision._id}/restore`;
    const viewer = (await api.staff('viewer' as Role)).token;
    for (const path of paths) {
      expect((await api.call('GET', path)).status).toBe(401);
      expect((await api.call('GET', path, { token: viewer })).status).toBe(403);
    }
    expect((await api.call('POST', restore)).status).toBe(401);
    expect((await api.call('POST', restore, { token: viewer })).status).toBe(403);
    expect((await api.call('GET', `/events/${created._id}`)).body.data.title).toBe('Exam dates (new)');
  });
});
