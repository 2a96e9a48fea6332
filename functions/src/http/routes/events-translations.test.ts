import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// Staff-written Punjabi and Hindi versions of a news item's or event's texts (issue 25): sent
// JSON-encoded in the multipart form as the site's admin sends them (or in a JSON body), stored,
// returned to visitors; blank ones dropped, too long ones refused with a 400 that says which.

describe('news and events API: translations', () => {
  let api: TestApi;
  let token: string;

  /** multipart the way the admin news form sends it: text fields, arrays and translations JSON-encoded. */
  async function send(method: 'POST' | 'PUT', path: string, fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await fetch(`${api.url}/api${path}`, { method, body: form, headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as any };
  }

  const fields = (title: string, translations?: object): Record<string, string> => ({
    title,
    description: 'The school is closed on Monday.',
    type: 'event',
    tags: '["announcement"]',
    startDate: '2025-03-03T09:00',
    location: 'Main hall',
    ...(translations ? { translations: JSON.stringify(translations) } : {}),
  });

  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  it('stores the Punjabi and Hindi texts, drops blank ones, and returns them to visitors', async () => {
    const created = await send(
      'POST',
      '/events',
      fields('Holiday on Monday', {
        hi: { title: '  सोमवार को छुट्टी ', description: 'सोमवार को स्कूल बंद रहेगा।', location: '' },
        pa: { title: ' ', description: '' },
      }),
    );
    expect(created.status).toBe(201);
    const item = created.body.data;
    // Trimmed; blank fields gone, and Punjabi, with nothing left, gone altogether.
    expect(item.translations).toEqual({ hi: { title: 'सोमवार को छुट्टी', description: 'सोमवार को स्कूल बंद रहेगा।' } });
    expect((await api.home.store.get('events', item._id))?.translations).toEqual(item.translations);

    const bySlug = await api.call('GET', `/events/slug/${item.slug}`);
    expect(bySlug.body.data.translations).toEqual(item.translations);
    const listed = (await api.call('GET', '/news')).body.data.find((one: { _id: string }) => one._id === item._id);
    expect(listed.translations).toEqual(item.translations);
  });

  it('keeps them through an edit that does not send them, replaces or removes them when sent', async () => {
    const created = await send('POST', '/events', fields('Sports Day', { pa: { title: 'ਖੇਡ ਦਿਵਸ', location: 'ਖੇਡ ਮੈਦਾਨ' } }));
    const id = created.body.data._id as string;
    const version = String(created.body.data.version);

    const kept = await send('PUT', `/events/${id}`, { description: 'Races and relays.', version });
    expect(kept.status).toBe(200);
    expect(kept.body.data.translations).toEqual({ pa: { title: 'ਖੇਡ ਦਿਵਸ', location: 'ਖੇਡ ਮੈਦਾਨ' } });

    const replaced = await send('PUT', `/events/${id}`, {
      translations: JSON.stringify({ hi: { title: 'खेल दिवस' }, pa: { title: '', location: '' } }),
    });
    expect(replaced.body.data.translations).toEqual({ hi: { title: 'खेल दिवस' } });

    const removed = await send('PUT', `/events/${id}`, { translations: '' });
    expect(removed.status).toBe(200);
    expect(removed.body.data).not.toHaveProperty('translations');
    expect((await api.home.store.get('events', id))?.translations).toBeUndefined();

    // Revisions name the change, and a restore brings the Punjabi back.
    const revisions = (await api.call('GET', `/revisions/event/${id}`, { token })).body.data as { _id: string; changed: string[] }[];
    expect(revisions.map((one) => one.changed)).toEqual([['Punjabi and Hindi'], ['Punjabi and Hindi'], ['Description']]);
    const first = revisions.at(-1)?._id ?? '';
    const restored = await api.call('POST', `/revisions/event/${id}/${first}/restore`, { token });
    expect(restored.status).toBe(200);
    expect((await api.call('GET', `/events/${id}`)).body.data.translations).toEqual({ pa: { title: 'ਖੇਡ ਦਿਵਸ', location: 'ਖੇਡ ਮੈਦਾਨ' } });
  });

  it('takes them in a JSON body too', async () => {
    const created = await api.call('POST', '/events', {
      token,
      body: { title: 'Result day', description: 'Results are out.', type: 'news', translations: { hi: { title: 'परिणाम दिवस' } } },
    });
    expect(created).toMatchObject({ status: 201, body: { data: { translations: { hi: { title: 'परिणाम दिवस' } } } } });
  });

  it('refuses a translation that is too long, or not JSON, with a clear 400 and stores nothing', async () => {
    const before = (await api.call('GET', '/events')).body.count as number;
    const long = await send('POST', '/events', fields('Long', { hi: { title: 'अ'.repeat(301) } }));
    expect(long).toEqual({ status: 400, body: { success: false, error: 'A translated title must be at most 300 characters' } });
    const longText = await send('POST', '/events', fields('Long', { pa: { description: 'ੳ'.repeat(10_001) } }));
    expect(longText.body.error).toBe('A translated description must be at most 10000 characters');
    const broken = await send('POST', '/events', fields('Broken', undefined));
    expect(broken.status).toBe(201);
    const notJson = await send('PUT', `/events/${broken.body.data._id}`, { translations: '{hi:' });
    expect(notJson).toMatchObject({ status: 400, body: { error: 'Translations must be JSON, like {"hi":{"title":"…"}}' } });
    const notText = await send('POST', '/events', fields('Wrong', { hi: { title: 5 } }));
    expect(notText).toMatchObject({ status: 400, body: { error: 'A translated title must be text' } });
    expect((await api.call('GET', '/events')).body.count).toBe(before + 1);
  });
});
