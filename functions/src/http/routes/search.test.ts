import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { documentFields, sendDocument } from '../../testing/document-uploads.js';
import { textPdf } from '../../testing/test-pdfs.js';

// The site search over real HTTP on the embedded home (issue 35, item 5): what visitors find, in
// which language, and that every write (and the clock, for scheduled items) shows at once.

let api: TestApi;
let token = '';
let now = Date.parse('2026-11-29T06:00:00Z');
const clock = { now: () => new Date(now) };
const search = async (query: string) => api.call('GET', `/search?${query}`);
const paths = async (query: string) => ((await search(query)).body.data as { path: string }[]).map((result) => result.path);
const upload = async (fields: Record<string, unknown>, ...lines: string[]) => {
  const created = await sendDocument(api.url, token, {
    fields,
    file: { data: textPdf(...lines), name: 'file.pdf', type: 'application/pdf' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { _id: string; slug: string };
};

beforeAll(async () => {
  api = await startTestApi({ clock });
  token = (await api.staff('admin')).token;
});
afterAll(async () => api.close());

describe('the site search', () => {
  it('finds a word that is only inside a PDF, in English and from the Hindi page, with the words around it', async () => {
    const doc = await upload(
      documentFields(1, { title: 'Holiday list', translations: JSON.stringify({ hi: { title: 'छुट्टियों की सूची' } }) }),
      'Holidays of the session',
      'Lohri: Wednesday 13 January 2027',
    );
    const english = await search('q=lohri');
    expect(english.status).toBe(200);
    expect(english.headers.get('cache-control')).toMatch(/^public/);
    expect(english.body).toMatchObject({ success: true, count: 1, total: 1 });
    expect(english.body.data[0]).toMatchObject({ type: 'document', path: `/documents/${doc.slug}`, title: 'Holiday list', lang: 'en' });
    expect(english.body.data[0].snippet).toContain('Lohri: Wednesday 13 January 2027');
    // The Hindi page shows the Hindi title; the match is in the PDF's English, so that is the snippet.
    const hindi = await search('q=Lohri&lang=hi');
    expect(hindi.body.data[0]).toMatchObject({ title: 'छुट्टियों की सूची', lang: 'hi' });
    expect(hindi.body.data[0].snippet).toContain('Lohri');
    // Hindi words find it too, and a half-typed last word.
    expect(await paths('q=%E0%A4%9B%E0%A5%81%E0%A4%9F%E0%A5%8D%E0%A4%9F%E0%A4%BF%E0%A4%AF%E0%A5%8B%E0%A4%82&lang=hi')).toEqual([
      `/documents/${doc.slug}`,
    ]);
    expect((await paths('q=holiday%20lis'))[0]).toBe(`/documents/${doc.slug}`);
  });

  it('finds news, events, galleries, content pages and the fixed pages, each at its public address', async () => {
    const post = async (path: string, body: unknown) => {
      const created = await api.call('POST', path, { token, body });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.data;
    };
    const news = await post('/events', { title: 'Robotics prize', description: 'Our quizzers won the robotics cup.', type: 'news' });
    const event = await post('/events', {
      title: 'Sports day',
      description: 'Relay races.',
      type: 'event',
      startDate: '2026-12-05',
      tags: [],
    });
    const gallery = await post('/galleries', { title: 'Kite festival', category: 'events', description: 'Basant on the playground.' });
    expect((await api.call('PUT', `/galleries/${gallery._id}`, { token, body: { isPublished: true } })).status).toBe(200);
    await post('/content', {
      title: 'Transport',
      slug: 'transport',
      content: '<p>Buses leave at <b>7:10</b> from Talwandi.</p>',
      status: 'published',
    });
    expect(await paths('q=robotics')).toEqual([`/news/${news.slug}`]);
    expect((await search('q=relay')).body.data[0]).toMatchObject({ type: 'event', path: `/news/${event.slug}` });
    expect(await paths('q=basant')).toEqual([`/media/${gallery.slug}`]);
    const transport = (await search('q=talwandi')).body.data[0];
    expect(transport).toMatchObject({ type: 'page', path: '/pages/transport', title: 'Transport' });
    expect(transport.snippet).toBe('Buses leave at 7:10 from Talwandi.');
    // The fixed pages' texts (here the defaults a new install publishes), named as the menu names them.
    const admissions = (await search('q=admissions&lang=pa')).body.data.find((one: { path: string }) => one.path === '/admissions');
    expect(admissions).toMatchObject({ type: 'page', title: 'ਦਾਖ਼ਲੇ', lang: 'pa' });
  });

  it('never shows a draft; a scheduled document appears at its time; edits, deletes and restores show at once', async () => {
    await upload(documentFields(2, { title: 'Draft circular', isPublished: 'false' }), 'Zanzibar trip');
    expect(await paths('q=zanzibar')).toEqual([]);
    // Typed as India time: a day ahead in UTC's digits is still 18.5 hours ahead.
    const later = new Date(now + 86_400_000).toISOString().slice(0, 16);
    const scheduled = await upload(documentFields(3, { title: 'Exam timetable', publishAt: later }), 'Quadrilateral geometry paper');
    expect(await paths('q=quadrilateral')).toEqual([]);
    now += 2 * 86_400_000;
    expect(await paths('q=quadrilateral')).toEqual([`/documents/${scheduled.slug}`]);

    const edited = await api.call('PUT', `/documents/${scheduled._id}`, { token, body: { title: 'Exam datesheet' } });
    expect(edited.status).toBe(200);
    expect((await search('q=datesheet')).body.data[0]?.title).toBe('Exam datesheet');
    expect(await paths('q=timetable')).toEqual([]);

    expect((await api.call('DELETE', `/documents/${scheduled._id}`, { token })).status).toBe(200);
    expect(await paths('q=quadrilateral')).toEqual([]);
    expect((await api.call('POST', `/trash/${scheduled._id}/restore`, { token })).status).toBe(200);
    expect(await paths('q=quadrilateral')).toEqual([`/documents/${scheduled.slug}`]);
  });

  it('pages the results and refuses bad questions with a clear 400, finding nothing for a blank one', async () => {
    for (let i = 0; i < 23; i++)
      await api.call('POST', '/events', { token, body: { title: `Xylophone recital ${i}`, description: 'Music.', type: 'news' } });
    const first = await search('q=xylophone');
    expect([first.body.count, first.body.total]).toEqual([20, 23]);
    const second = await search('q=xylophone&page=2');
    expect([second.body.count, second.body.total]).toEqual([3, 23]);
    expect((await search('q=')).body).toMatchObject({ success: true, count: 0, total: 0, data: [] });
    for (const [query, error] of [
      [`q=${'a'.repeat(101)}`, 'Search must be at most 100 characters'],
      ['q=x&lang=fr', 'lang must be en, pa or hi'],
      ['q=x&page=0', 'page must be 1 or more'],
      ['q=x&page=11', 'page must be at most 10'],
      ['q=x&q=y', 'Search must be text'],
    ]) {
      const refused = await search(query!);
      expect([refused.status, refused.body]).toEqual([400, { success: false, error }]);
    }
  });
});
