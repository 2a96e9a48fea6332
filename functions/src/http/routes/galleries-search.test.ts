import { describe, expect, it } from 'vitest';
import { GALLERIES } from '../../domain/collections.js';
import { withTitleWords } from '../../domain/galleries/gallery-title-words.js';
import { expectTwoPages, seededApi } from '../../testing/admin-list-api.js';

// The admin's list of galleries at 2,000 (issue 34): the staff page and the title search over real
// HTTP, answered from the store's index, not from the whole list. The galleries are written straight
// into the store, as every save writes them (withTitleWords), so the setup takes seconds.

const GALLERY_COUNT = 2_000;
const title = (one: { title: string }) => one.title;

describe('GET /galleries?limit=&q=: the admin list at 2,000 galleries', () => {
  // One gallery, far down the list and a draft, is the only one with "sports" in its title.
  const home = seededApi(GALLERY_COUNT, (n, at) => {
    const name = n === 1_500 ? 'Annual Sports Day' : `Weekly photos ${n}`;
    const gallery = { title: name, category: 'events', slug: `g-${n}`, description: '', isPublished: n !== 1_500, images: [] };
    return [GALLERIES, `g${n}`, withTitleWords({ ...gallery, version: 1, createdAt: at, updatedAt: at })];
  });

  it('answers staff the first page of 20 summaries, with where the next starts', async () => {
    const first = await expectTwoPages(
      home.api,
      home.token,
      '/galleries?limit=20',
      ['Weekly photos 0', 'Weekly photos 1'],
      'Weekly photos 20',
    );
    expect(first.data[0]).toMatchObject({ imageCount: 0, cover: null });
  });

  it('finds the one draft by a word of its title for staff, in any case, and not for visitors', async () => {
    for (const q of ['sports', 'SPORTS', 'annual spo']) {
      const found = await home.api.call('GET', `/galleries?limit=20&q=${encodeURIComponent(q)}`, { token: home.token });
      expect([q, found.status, found.body.data.map(title), found.body.next]).toEqual([q, 200, ['Annual Sports Day'], null]);
      expect(found.body.data[0]).not.toHaveProperty('titleWords');
    }
    const visitor = await home.api.call('GET', '/galleries?limit=20&q=sports');
    expect([visitor.status, visitor.body.data]).toEqual([200, []]);
    const many = await home.api.call('GET', '/galleries?limit=20&q=weekly', { token: home.token });
    expect([many.body.count, typeof many.body.next]).toEqual([20, 'string']);
  });

  it('finds a gallery made through the API at once, and by its new title once renamed; refuses a search too long', async () => {
    const created = await home.api.call('POST', '/galleries', { token: home.token, body: { title: 'Prize day', category: 'events' } });
    expect(created.status).toBe(201);
    const found = await home.api.call('GET', '/galleries?limit=20&q=prize', { token: home.token });
    expect(found.body.data.map(title)).toEqual(['Prize day']);
    const id = String(created.body.data._id);
    await home.api.call('PUT', `/galleries/${id}`, {
      token: home.token,
      body: { translations: { pa: { title: 'ਇਨਾਮ ਵੰਡ' } }, title: 'Prizes' },
    });
    const renamed = await home.api.call('GET', `/galleries?limit=20&q=${encodeURIComponent('ਇਨਾਮ')}`, { token: home.token });
    expect(renamed.body.data.map(title)).toEqual(['Prizes']);
    const tooLong = await home.api.call('GET', `/galleries?limit=20&q=${'x'.repeat(101)}`, { token: home.token });
    expect([tooLong.status, tooLong.body.error]).toEqual([400, 'Search must be at most 100 characters']);
  });
});
