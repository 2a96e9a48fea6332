import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_CONFLICT_MESSAGE } from '@school/shared/item-version';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// Two staff editing one item: each save is based on the version its editor loaded, and a save based
// on an older version than the stored one is refused with the 409 text, changing nothing. Requests
// without a version (the spec's payloads, other API clients) keep working.

describe('safe concurrent edits over the API', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  const conflict = { success: false, error: EDIT_CONFLICT_MESSAGE };

  it('news items: JSON and multipart saves carry the version; an older one gets 409 and changes nothing', async () => {
    const created = await api.call('POST', '/events', {
      token,
      body: { title: 'Sports Day', description: 'On the field.', type: 'news', tags: [] },
    });
    expect(created.status).toBe(201);
    const { _id: id, version } = created.body.data;
    expect(version).toBe(1);

    const first = await api.call('PUT', `/events/${id}`, { token, body: { title: 'Sports Day moved', version: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ title: 'Sports Day moved', version: 2 });

    const second = await api.call('PUT', `/events/${id}`, { token, body: { description: 'Second tab', version: 1 } });
    expect(second).toMatchObject({ status: 409, body: conflict });
    // The same from the admin form's multipart body, where the version is text.
    const form = new FormData();
    form.append('description', 'Second tab, as a form');
    form.append('version', '1');
    const multipart = await fetch(`${api.url}/api/events/${id}`, {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(multipart.status).toBe(409);
    expect(await multipart.json()).toEqual(conflict);

    const stored = (await api.call('GET', `/events/${id}`)).body.data;
    expect(stored).toMatchObject({ title: 'Sports Day moved', description: 'On the field.', version: 2 });

    // No version: no check, as before versions existed; the version still counts.
    const unversioned = await api.call('PUT', `/events/${id}`, { token, body: { description: 'From another client' } });
    expect(unversioned.body.data).toMatchObject({ description: 'From another client', version: 3 });
    const bad = await api.call('PUT', `/events/${id}`, { token, body: { description: 'x', version: 'latest' } });
    expect(bad).toMatchObject({ status: 400, body: { success: false, error: 'Version must be a whole number' } });
  });

  it('content pages: an older version gets 409 and the page keeps the first save', async () => {
    const page = { title: 'Uniform', slug: `uniform-${Date.now()}`, content: '<p>Blue.</p>', status: 'published' };
    const created = await api.call('POST', '/content', { token, body: page });
    const { _id: id, version } = created.body.data;
    expect(version).toBe(1);
    const first = await api.call('PUT', `/content/${id}`, { token, body: { ...page, content: '<p>Navy blue.</p>', version: 1 } });
    expect(first.body.data.version).toBe(2);
    const second = await api.call('PUT', `/content/${id}`, { token, body: { ...page, title: 'Uniforms', version: 1 } });
    expect(second).toMatchObject({ status: 409, body: conflict });
    expect((await api.call('GET', `/content/${id}`, { token })).body.data).toMatchObject({
      title: 'Uniform',
      content: '<p>Navy blue.</p>',
      version: 2,
    });
  });

  it('galleries: an older version gets 409; photo uploads count versions without checking them', async () => {
    const created = await api.call('POST', '/galleries', { token, body: { title: 'Annual Day', category: 'events' } });
    const { _id: id, version } = created.body.data;
    expect(version).toBe(1);
    const first = await api.call('PUT', `/galleries/${id}`, { token, body: { isPublished: true, version: 1 } });
    expect(first.body.data).toMatchObject({ isPublished: true, version: 2 });
    const second = await api.call('PUT', `/galleries/${id}`, { token, body: { title: 'Renamed in a second tab', version: 1 } });
    expect(second).toMatchObject({ status: 409, body: conflict });
    const list = (await api.call('GET', '/galleries', { token })).body.data as { _id: string; title: string; version: number }[];
    expect(list.find((gallery) => gallery._id === id)).toMatchObject({ title: 'Annual Day', version: 2 });
  });
});
