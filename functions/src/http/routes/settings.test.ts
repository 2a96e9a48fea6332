import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../http/middleware/cache.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { settingsInput } from '../../testing/settings-input.js';

// The school's settings over real HTTP on the embedded home: seeded on the first read, public to
// read, whole-or-nothing to save, images through the pipeline.

const valid = settingsInput({ officeEmail: 'Office@School.example' });

describe('settings API', () => {
  let api: TestApi;
  let token = '';
  beforeAll(async () => {
    api = await startTestApi({ officeEmail: 'installer@school.example' });
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  it('starts with the installer values, public and cacheable, and lists them to confirm', async () => {
    const read = await api.call('GET', '/settings');
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(read.body.data).toMatchObject({ name: 'Convent School Faridkot', foundedYear: 2005, admissionFormLink: '' });
    expect(read.body.data.images).toEqual({ principalPhoto: null, partnerLogo: null, shareImage: null });
    // The private address is never in the public answer.
    expect(JSON.stringify(read.body)).not.toContain('installer@school.example');
    const admin = await api.call('GET', '/settings/admin', { token });
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    expect(admin.body.data).toMatchObject({ officeEmail: 'installer@school.example', confirmedAt: null });
    expect(admin.body.data.unconfirmed).toEqual(
      expect.arrayContaining(['Office phone', 'Postal address', 'Map position', 'Office e-mail for contact messages']),
    );
  });

  it('refuses visitors', async () => {
    expect((await api.call('GET', '/settings/admin')).status).toBe(401);
    expect((await api.call('PUT', '/settings', { body: valid })).status).toBe(401);
  });

  it('saves every field at once; visitors read them and the admission link at once, and the checklist is done', async () => {
    const saved = await api.call('PUT', '/settings', { token, body: valid });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ officePhone: '+91 98140 12345', officeEmail: 'office@school.example', unconfirmed: [] });
    expect(saved.body.data.confirmedAt).toEqual(expect.any(String));
    const read = await api.call('GET', '/settings');
    expect(read.body.data).toMatchObject({ officePhone: '+91 98140 12345', admissionFormLink: 'https://forms.example.com/apply' });
    // The spec's own call reads the same value.
    expect((await api.call('GET', '/admission/link')).body.data.admissionFormLink).toBe('https://forms.example.com/apply');
  });

  it('refuses a wrong field with its message and changes nothing', async () => {
    const before = (await api.call('GET', '/settings/admin', { token })).body.data;
    const wrong: [string, Record<string, unknown>, RegExp][] = [
      ['letters in a phone', { officePhone: 'call us' }, /Office phone/],
      ['too few digits', { admissionsPhone: '12345' }, /8 to 15 digits/],
      ['latitude out of range', { map: { latitude: 91, longitude: 74 } }, /Latitude must be between -90 and 90/],
      ['an http profile', { social: { facebook: 'http://facebook.com/x', instagram: '' } }, /https:\/\//],
      ['a script link', { admissionFormLink: 'javascript:alert(1)' }, /web address/],
      ['no school name', { name: '  ' }, /School name is required/],
      ['a bad e-mail', { officeEmail: 'office at school' }, /Invalid email address/],
      ['a year as text', { foundedYear: '2005' }, /Founding year must be a number/],
    ];
    for (const [name, change, message] of wrong) {
      const answer = await api.call('PUT', '/settings', { token, body: { ...valid, name: 'Changed', ...change } });
      expect([name, answer.status, answer.body.success]).toEqual([name, 400, false]);
      expect(answer.body.error, name).toMatch(message);
    }
    expect((await api.call('GET', '/settings/admin', { token })).body.data).toEqual(before);
  });

  it('stores an uploaded image through the pipeline, replaces it, removes it, and refuses what is not an image', async () => {
    const photo = (background: string) =>
      sharp({ create: { width: 900, height: 700, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const upload = async (slot: string, bytes: Buffer, type = 'image/jpeg') => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'photo.jpg');
      const response = await fetch(`${api.url}/api/settings/images/${slot}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    const first = await upload('principalPhoto', await photo('#336699'));
    expect(first.status).toBe(200);
    const image = first.body.data.images.principalPhoto;
    expect(image).toMatchObject({ width: expect.any(Number), share: { width: 1200, height: 630 } });
    expect(image.keys).toBeUndefined();
    const stored = (await api.home.store.get<any>('settings', 'school'))?.images.principalPhoto.keys as string[];
    expect(await api.home.files.get(stored[0] ?? '')).not.toBeNull();
    const second = await upload('principalPhoto', await photo('#993366'));
    expect(second.body.data.images.principalPhoto.url).not.toBe(image.url);
    for (const key of stored) expect(await api.home.files.get(key), key).toBeNull(); // the replaced files are gone
    expect((await upload('principalPhoto', Buffer.from('<svg/>'), 'image/svg+xml')).status).toBe(400);
    expect((await upload('favicon', await photo('#336699'))).status).toBe(400);
    const removed = await api.call('DELETE', '/settings/images/principalPhoto', { token });
    expect(removed.body.data.images.principalPhoto).toBeNull();
    expect((await api.call('GET', '/settings')).body.data.images.principalPhoto).toBeNull();
  });
});
