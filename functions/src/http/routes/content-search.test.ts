import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../domain/collections.js';
import { withTitleWords } from '../../domain/content/content-pages.js';
import { expectTwoPages, seededApi } from '../../testing/admin-list-api.js';

// The admin's list of content pages at 2,000 (issue 34): the staff page, the status filter and the
// title search over real HTTP, answered from the store's index, not from the whole list; callers that
// send no `limit` keep the spec's whole list.

const PAGES = 2_000;
const title = (one: { title: string }) => one.title;

describe('GET /content?limit=&q=: the admin list at 2,000 pages', () => {
  // One page, far down the list and a draft, is the only one with "transport" in its title.
  const home = seededApi(PAGES, (n, at) => {
    const name = n === 1_500 ? 'School Transport' : `Weekly letter ${n}`;
    const status = n === 1_500 ? 'draft' : 'published';
    const page = { title: name, slug: `letter-${n}`, content: '<p>Text.</p>', type: 'page', status, featuredImage: null };
    return [CONTENT, `p${n}`, withTitleWords({ ...page, featuredImageKeys: [], version: 1, createdAt: at, updatedAt: at })];
  });

  it('answers staff the first page of 20, with where the next starts, and keeps the whole list without limit', async () => {
    const first = await expectTwoPages(
      home.api,
      home.token,
      '/content?limit=20',
      ['Weekly letter 0', 'Weekly letter 1'],
      'Weekly letter 20',
    );
    expect(first.data[0]).not.toHaveProperty('titleWords');
    const whole = await home.api.call('GET', '/content?type=page', { token: home.token });
    expect([whole.body.success, whole.body.count, whole.body.data.length, 'next' in whole.body]).toEqual([true, PAGES, PAGES, false]);
  });

  it('finds the one draft by a word of its title for staff, with the draft filter, and not for visitors', async () => {
    for (const query of ['q=transport', 'q=SCHOOL%20tra', 'q=transport&status=draft', 'status=draft']) {
      const found = await home.api.call('GET', `/content?limit=20&${query}`, { token: home.token });
      expect([query, found.status, found.body.data.map(title), found.body.next]).toEqual([query, 200, ['School Transport'], null]);
    }
    const visitor = await home.api.call('GET', '/content?limit=20&q=transport');
    expect([visitor.status, visitor.body.data]).toEqual([200, []]);
  });

  it('finds a page saved through the API by its new title at once; refuses a search too long', async () => {
    const created = await home.api.call('POST', '/content', {
      token: home.token,
      body: { title: 'Prize day', slug: 'prize-day', content: '<p>Prizes.</p>', status: 'published' },
    });
    expect(created.status).toBe(201);
    const body = { ...created.body.data, title: 'Annual prizes', translations: { hi: { title: 'पुरस्कार' } } };
    const saved = await home.api.call('PUT', `/content/${String(created.body.data._id)}`, { token: home.token, body });
    expect(saved.status).toBe(200);
    const found = await home.api.call('GET', `/content?limit=20&q=${encodeURIComponent('पुरस्')}`, { token: home.token });
    expect(found.body.data.map(title)).toEqual(['Annual prizes']);
    expect((await home.api.call('GET', '/content?limit=20&q=prize%20day', { token: home.token })).body.data).toEqual([]);
    const tooLong = await home.api.call('GET', `/content?limit=20&q=${'x'.repeat(101)}`, { token: home.token });
    expect([tooLong.status, tooLong.body.error]).toEqual([400, 'Search must be at most 100 characters']);
  });
});
