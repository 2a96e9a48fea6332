import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// GET /events a page at a time (issue 34) over real HTTP: the paged form when `limit` is sent, the
// spec's whole list when it is not, clear 400s for what a client got wrong, and a scheduled item
// that joins the first page at its time (the answer memo forgets the page then).

describe('GET /events?limit=: news a page at a time', () => {
  let api: TestApi;
  let token: string;
  let now = new Date('2026-11-25T03:30:00.000Z');

  const post = (body: Record<string, unknown>) => api.call('POST', '/events', { token, body });

  beforeAll(async () => {
    api = await startTestApi({ clock: { now: () => now } });
    token = (await api.staff('admin')).token;
    for (let n = 1; n <= 5; n++) {
      const answer = await post({ title: `News ${n}`, description: 'About it.', type: 'news', tags: n % 2 ? ['sports'] : ['academic'] });
      expect(answer.status).toBe(201);
    }
    const scheduled = await post({
      title: 'Tomorrow',
      description: 'Soon.',
      type: 'news',
      tags: ['achievement'],
      publishAt: '2026-11-26T07:00',
    });
    expect(scheduled.status).toBe(201);
  });
  afterAll(() => api?.close());

  it('answers a page, where the next starts, and the tags and years to choose from', async () => {
    const first = await api.call('GET', '/events?limit=2');
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['success', 'count', 'data', 'next', 'tags', 'years']);
    expect(first.body).toMatchObject({ success: true, count: 2, tags: ['academic', 'sports'], years: [2026] });
    // The stored publish instant is the store's, not part of the item as the API shows it.
    expect(first.body.data[0]).not.toHaveProperty('publishedAt');
    const titles: string[] = first.body.data.map((item: { title: string }) => item.title);
    let next: string | null = first.body.next;
    while (next) {
      const page = await api.call('GET', `/events?limit=2&after=${encodeURIComponent(next)}`);
      titles.push(...page.body.data.map((item: { title: string }) => item.title));
      next = page.body.next;
    }
    expect(titles.sort()).toEqual(['News 1', 'News 2', 'News 3', 'News 4', 'News 5']);
    const sports = await api.call('GET', '/news?limit=12&tag=sport');
    expect(sports.body.data.map((item: { title: string }) => item.title).sort()).toEqual(['News 1', 'News 3', 'News 5']);
  });

  it("keeps the spec's whole list for a call without limit", async () => {
    const all = await api.call('GET', '/events?type=news');
    expect(Object.keys(all.body)).toEqual(['success', 'count', 'data']);
    expect(all.body.count).toBe(5);
  });

  it('refuses what a client got wrong with a clear 400, and keeps answering', async () => {
    for (const [query, error] of [
      ['limit=0', 'limit must be 1 or more'],
      ['limit=many', 'limit must be a number'],
      ['limit=2&limit=3', 'limit must be a number'],
      ['limit=2&tag=football', 'Unknown tag'],
      ['limit=2&type=poem', 'type must be news or event'],
      ['limit=2&year=1850', 'Unknown year'],
      ['limit=2&after=bm90IGEgcGFnZQ', 'Invalid page address'],
    ] as const) {
      expect([query, (await api.call('GET', `/events?${query}`)).body], query).toEqual([query, { success: false, error }]);
    }
    expect((await api.call('GET', '/events?limit=2')).status).toBe(200);
  });

  it('shows staff the scheduled item, and visitors at its time', async () => {
    const staff = await api.call('GET', '/events?limit=1', { token });
    expect(staff.body.data[0].title).toBe('Tomorrow');
    expect((await api.call('GET', '/events?limit=1')).body.data[0].title).not.toBe('Tomorrow');
    now = new Date('2026-11-26T01:31:00.000Z');
    const visitor = await api.call('GET', '/events?limit=1');
    expect([visitor.body.data[0].title, visitor.body.tags]).toEqual(['Tomorrow', ['academic', 'sports', 'achievement']]);
  });

  it('offers a tag while an item has it: an edit, a delete and a restore from the trash move it', async () => {
    const tags = async () => (await api.call('GET', '/events?limit=1&type=event')).body.tags;
    const body = { title: 'Chess final', description: 'Hall.', type: 'event', startDate: '2026-12-01T10:00', tags: ['cultural'] };
    const created = await api.call('POST', '/events', { token, body });
    expect(await tags()).toEqual(['cultural']);
    await api.call('PUT', `/events/${created.body.data._id}`, { token, body: { tags: ['event'] } });
    expect(await tags()).toEqual(['event']);
    await api.call('DELETE', `/events/${created.body.data._id}`, { token });
    expect(await tags()).toEqual([]);
    expect((await api.call('POST', `/trash/${created.body.data._id}/restore`, { token })).status).toBe(200);
    expect(await tags()).toEqual(['event']);
  });
});
