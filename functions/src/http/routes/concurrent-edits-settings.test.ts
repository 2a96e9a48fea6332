import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_CONFLICT_MESSAGE } from '@school/shared/item-version';
import { MESSAGES, NOTICES, SETTINGS } from '../../domain/collections.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { settingsInput } from '../../testing/settings-input.js';

// Safe concurrent edits of the settings, notices and messages over real HTTP (the news, pages and
// galleries are in concurrent-edits.test.ts): a save based on an older version than the stored one
// answers 409 with the exact text and changes nothing; a fresh one saves and answers the next
// version; a request without a version (the spec's calls, older clients) works as before; and items
// stored before versions existed count as version 1 and still save.

const conflict = { success: false, error: EDIT_CONFLICT_MESSAGE };

const settings = settingsInput();

const notice = { text: 'Closed on Friday', kind: 'closure', startsAt: '2035-02-01T09:00', endsAt: '2035-02-02T09:00' };

describe('safe concurrent edits of settings, notices and messages over the API', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  const adminSettings = async () => (await api.call('GET', '/settings/admin', { token })).body.data;

  it('settings: a fresh version saves and answers the next; an older one gets 409 and changes nothing', async () => {
    // A new install's settings predate any save: version 1.
    expect((await adminSettings()).version).toBe(1);
    const first = await api.call('PUT', '/settings', { token, body: { ...settings, officeHours: 'Mon-Sat, 8am-1pm', version: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ officeHours: 'Mon-Sat, 8am-1pm', version: 2 });
    const before = await adminSettings();

    // A second screen still holds version 1: refused, and nothing of it is stored (nor the office
    // address and form link, which it also sends).
    const stale = await api.call('PUT', '/settings', {
      token,
      body: { ...settings, name: 'Second tab', officeEmail: 'second@school.example', admissionFormLink: '', version: 1 },
    });
    expect(stale).toMatchObject({ status: 409, body: conflict });
    expect(await adminSettings()).toEqual(before);
    expect((await api.call('GET', '/admission/link')).body.data.admissionFormLink).toBe('https://forms.example.com/apply');

    // No version: saved without a check, as before versions; the version still counts.
    const unversioned = await api.call('PUT', '/settings', { token, body: { ...settings, name: 'From another client' } });
    expect(unversioned.body.data).toMatchObject({ name: 'From another client', version: 3 });
    const bad = await api.call('PUT', '/settings', { token, body: { ...settings, version: 'latest' } });
    expect(bad).toMatchObject({ status: 400, body: { success: false, error: 'Version must be a whole number' } });
  });

  it('settings: an image upload counts the version up without a check, so a save loaded before it is refused', async () => {
    const { version } = await adminSettings();
    const form = new FormData();
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'principal.jpg');
    const response = await fetch(`${api.url}/api/settings/images/principalPhoto`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const uploaded = (await response.json()) as { data: { version: number; images: { principalPhoto: unknown } } };
    expect(response.status).toBe(200);
    expect(uploaded.data.version).toBe(version + 1);

    const stale = await api.call('PUT', '/settings', { token, body: { ...settings, name: 'Before the photo', version } });
    expect(stale).toMatchObject({ status: 409, body: conflict });
    const saved = await api.call('PUT', '/settings', { token, body: { ...settings, name: 'After the photo', version: version + 1 } });
    // The typed save keeps the photo uploaded before it.
    expect(saved.body.data).toMatchObject({
      name: 'After the photo',
      version: version + 2,
      images: { principalPhoto: expect.any(Object) },
    });
    const removed = await api.call('DELETE', '/settings/images/principalPhoto', { token });
    expect(removed.body.data).toMatchObject({ images: { principalPhoto: null }, version: version + 3 });
  });

  it('settings stored before versions count as version 1 and still save; a revision restore still works', async () => {
    const stored = await api.home.store.get<{ version?: number }>(SETTINGS, 'school');
    const { id: _id, version: _version, ...old } = stored ?? {};
    await api.home.store.set(SETTINGS, 'school', old);
    expect((await adminSettings()).version).toBe(1);
    const saved = await api.call('PUT', '/settings', { token, body: { ...settings, officeHours: 'Mon-Fri, 9am-1pm', version: 1 } });
    expect(saved.body.data).toMatchObject({ officeHours: 'Mon-Fri, 9am-1pm', version: 2 });

    // The revisions screen restores through saveSettings without a version: it saves and counts.
    const listed = (await api.call('GET', '/revisions/settings/school', { token })).body.data as { _id: string }[];
    const restored = await api.call('POST', `/revisions/settings/school/${listed[0]?._id ?? ''}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ officeHours: 'Mon-Sat, 8am-2pm', version: 3 });
  });

  it('notices: created as version 1; an older version gets 409 and the notice keeps the first save', async () => {
    const created = await api.call('POST', '/notices', { token, body: notice });
    expect(created.status).toBe(201);
    const { _id: id, version } = created.body.data;
    expect(version).toBe(1);
    const first = await api.call('PUT', `/notices/${id}`, {
      token,
      body: { ...notice, text: 'Closed on Friday and Saturday', version: 1 },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ text: 'Closed on Friday and Saturday', version: 2 });

    const stale = await api.call('PUT', `/notices/${id}`, { token, body: { ...notice, kind: 'emergency', version: 1 } });
    expect(stale).toMatchObject({ status: 409, body: conflict });
    const listed = (await api.call('GET', '/notices', { token })).body.data as { _id: string }[];
    expect(listed.find((item) => item._id === id)).toMatchObject({ text: 'Closed on Friday and Saturday', kind: 'closure', version: 2 });
    // The version is the request's, never a stored field of the notice.
    expect(await api.home.store.get(NOTICES, id)).toMatchObject({ version: 2 });

    const unversioned = await api.call('PUT', `/notices/${id}`, { token, body: { ...notice, text: 'From another client' } });
    expect(unversioned.body.data).toMatchObject({ text: 'From another client', version: 3 });
    expect((await api.call('PUT', '/notices/missing', { token, body: { ...notice, version: 1 } })).status).toBe(404);
  });

  it('notices stored before versions count as version 1 and still save', async () => {
    const at = new Date().toISOString();
    const old = {
      ...notice,
      link: '',
      linkLabel: '',
      startsAt: '2035-03-01T03:30:00.000Z',
      endsAt: '2035-03-02T03:30:00.000Z',
      startsAtMs: Date.parse('2035-03-01T03:30:00.000Z'),
      endsAtMs: Date.parse('2035-03-02T03:30:00.000Z'),
      createdAt: at,
      updatedAt: at,
    };
    await api.home.store.create(NOTICES, 'old-notice', old);
    const listed = (await api.call('GET', '/notices', { token })).body.data as { _id: string }[];
    expect(listed.find((item) => item._id === 'old-notice')).toMatchObject({ version: 1 });
    const saved = await api.call('PUT', '/notices/old-notice', { token, body: { ...notice, text: 'Old, now edited', version: 1 } });
    expect(saved.body.data).toMatchObject({ text: 'Old, now edited', version: 2 });
  });

  it('messages: marking read counts the version; an older version gets 409; without one it is idempotent', async () => {
    // As messages were stored before versions existed.
    const id = await api.home.store.add(MESSAGES, {
      name: 'Parent',
      email: 'parent@example.com',
      subject: 'Bus route',
      message: 'Which bus goes to Kotkapura?',
      createdAt: new Date().toISOString(),
      read: false,
    });
    const list = await api.call('GET', '/messages', { token });
    expect((list.body.data as { _id: string }[]).find((message) => message._id === id)).toMatchObject({ read: false, version: 1 });

    // The spec's call: no body. The answer keeps its shape, with the version beside the fields.
    const read = await api.call('PUT', `/messages/${id}/read`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ success: true, data: expect.objectContaining({ _id: id, read: true, version: 2 }) });
    const again = await api.call('PUT', `/messages/${id}/read`, { token });
    expect(again.body.data).toMatchObject({ read: true, version: 3 });

    const stale = await api.call('PUT', `/messages/${id}/read`, { token, body: { version: 2 } });
    expect(stale).toMatchObject({ status: 409, body: conflict });
    expect(await api.home.store.get(MESSAGES, id)).toMatchObject({ read: true, version: 3 });
    const fresh = await api.call('PUT', `/messages/${id}/read`, { token, body: { version: 3 } });
    expect(fresh.body.data).toMatchObject({ read: true, version: 4 });
    expect((await api.call('PUT', '/messages/missing/read', { token, body: { version: 1 } })).status).toBe(404);
  });
});
