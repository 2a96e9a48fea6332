import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { GALLERIES, MESSAGES } from '../../domain/collections.js';

describe('staff inbox API (/messages) and dashboard stats', () => {
  let api: TestApi;
  let token = '';
  let minute = 0;
  // Messages are written straight to the store here; contact.test.ts covers how they arrive.
  const addMessage = (subject: string, read = false) =>
    api.home.store.add(MESSAGES, {
      name: 'Parent',
      email: 'parent@family.example',
      subject,
      message: `About ${subject}`,
      createdAt: new Date(Date.UTC(2026, 0, 5, 9, ++minute)).toISOString(),
      read,
    });

  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  it('lists newest first, filters unread, and says how many are unread', async () => {
    const older = await addMessage('Older');
    const readOne = await addMessage('Already read', true);
    const newest = await addMessage('Newest');
    const all = await api.call('GET', '/messages', { token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((m: { _id: string }) => m._id)).toEqual([newest, readOne, older]);
    expect(all.body).toMatchObject({ success: true, count: 3, unread: 2 });
    expect(all.headers.get('cache-control')).toBe('private, no-store');

    const unread = await api.call('GET', '/messages?unread=true', { token });
    expect(unread.body.data.map((m: { _id: string }) => m._id)).toEqual([newest, older]);
    expect((await api.call('GET', '/messages?unread=maybe', { token })).status).toBe(400);
    expect((await api.call('GET', '/messages?limit=1', { token })).body.data).toHaveLength(1);
  });

  it('marks a message as read (kept) and deletes one (gone)', async () => {
    const id = await addMessage('To be read');
    const marked = await api.call('PUT', `/messages/${id}/read`, { token });
    expect(marked).toMatchObject({ status: 200, body: { success: true, data: { _id: id, read: true, subject: 'To be read' } } });
    expect(await api.home.store.get(MESSAGES, id)).toMatchObject({ read: true, subject: 'To be read' });

    expect((await api.call('DELETE', `/messages/${id}`, { token })).body).toEqual({ success: true, data: {} });
    expect(await api.home.store.get(MESSAGES, id)).toBeNull();
    expect(await api.call('DELETE', `/messages/${id}`, { token })).toMatchObject({
      status: 404,
      body: { success: false, error: 'Message not found' },
    });
    expect((await api.call('PUT', `/messages/${id}/read`, { token })).status).toBe(404);
    expect((await api.call('PUT', '/messages/..%2Fsettings/read', { token })).status).toBe(404);
  });

  it('is for staff only', async () => {
    const id = await addMessage('Private');
    expect((await api.call('GET', '/messages')).status).toBe(401);
    expect((await api.call('PUT', `/messages/${id}/read`)).status).toBe(401);
    expect((await api.call('DELETE', `/messages/${id}`, { token: 'forged' })).status).toBe(401);
    expect((await api.call('GET', '/dashboard/stats')).status).toBe(401);
    expect(await api.home.store.get(MESSAGES, id)).toMatchObject({ read: false });
  });

  it('counts pages, gallery images, unread messages and events from the stored data', async () => {
    const stats = async () => (await api.call('GET', '/dashboard/stats', { token })).body;
    const before = await stats();
    expect(before).toMatchObject({
      success: true,
      data: { pages: expect.any(Number), media: expect.any(Number), messages: expect.any(Number), events: expect.any(Number) },
    });

    await api.home.store.add('content', { title: 'Uniform', slug: `uniform-${Date.now()}`, type: 'page', status: 'draft' });
    await api.home.store.add(GALLERIES, { title: 'Sports Day', images: [{ url: '/a.webp' }, { url: '/b.webp' }] });
    await api.home.store.add(GALLERIES, { title: 'Empty', images: [] });
    await api.home.store.add('events', { title: 'Annual Day', type: 'event' });
    await api.home.store.add('events', { title: 'Results', type: 'news' });
    const unread = await addMessage('Count me');
    const after = await stats();
    expect(after.data).toEqual({
      pages: before.data.pages + 1,
      media: before.data.media + 2,
      messages: before.data.messages + 1,
      events: before.data.events + 1,
    });

    await api.call('PUT', `/messages/${unread}/read`, { token });
    expect((await stats()).data.messages).toBe(before.data.messages);
  });
});
