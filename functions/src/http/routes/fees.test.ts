import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeesTexts } from '@school/shared/fee-schemas';
import { PUBLIC_CACHE_CONTROL } from '../../http/middleware/cache.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// The fee structure's CSV over real HTTP on the embedded home: the published year's numbers (the
// page's table), never a draft's; an unknown year 404, a malformed one 400.

const FEES: FeesTexts = {
  intro: 'Fees are paid at the office.',
  years: [
    {
      year: '2026-27',
      classes: ['Nursery', 'I'],
      heads: [
        { name: 'Admission fee', frequency: 'one-time', amounts: [5000, 5000] },
        { name: 'Tuition, "regular"', frequency: 'monthly', amounts: [2000, 2500] },
        { name: 'Lab charges', frequency: 'annual', amounts: [null, 1200] },
      ],
    },
  ],
  shops: [],
};

describe('fee structure CSV', () => {
  let api: TestApi;
  let token = '';
  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
    expect((await api.call('PUT', '/page-texts/fees/draft', { token, body: FEES })).status).toBe(200);
    expect((await api.call('POST', '/page-texts/fees/publish', { token })).status).toBe(200);
  });
  afterAll(async () => api.close());

  const get = (path: string) => fetch(`${api.url}/api${path}`);

  it('answers the published year as a CSV download, cacheable like the page', async () => {
    const answer = await get('/fees/2026-27.csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="fee-structure-2026-27.csv"');
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect((await answer.text()).split('\r\n')).toEqual([
      'Class,Admission fee (one-time),"Tuition, ""regular"" (monthly)",Lab charges (annual),Total per year,Total in the year of admission',
      'Nursery,5000,2000,,24000,29000',
      'I,5000,2500,1200,31200,36200',
      '',
    ]);
  });

  it('words the header row in Punjabi or Hindi when asked', async () => {
    const pa = await (await get('/fees/2026-27.csv?lang=pa')).text();
    expect(pa.split(',')[0]).toBe('ਜਮਾਤ');
    const hi = await (await get('/fees/2026-27.csv?lang=hi')).text();
    expect(hi.split(',')[0]).toBe('कक्षा');
  });

  it('never serves a draft, and answers 404 for a year not published and 400 for a malformed one', async () => {
    const draft = structuredClone(FEES);
    draft.years.unshift({ ...structuredClone(FEES.years[0]!), year: '2027-28' });
    draft.years[1]!.heads[1]!.amounts = [9999, 9999];
    expect((await api.call('PUT', '/page-texts/fees/draft', { token, body: draft })).status).toBe(200);

    const unpublished = await get('/fees/2027-28.csv');
    expect(unpublished.status).toBe(404);
    expect(await unpublished.json()).toEqual({ success: false, error: 'The fee structure for 2027-28 is not published' });
    expect(await (await get('/fees/2026-27.csv')).text()).not.toContain('9999');

    const malformed = await get('/fees/2026.csv');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ success: false });
  });
  it('keeps the Punjabi names of classes and heads for the Punjabi page', async () => {
    const translations = { pa: { years: [{ classes: ['ਨਰਸਰੀ', ''], heads: [{ name: 'ਦਾਖ਼ਲਾ ਫ਼ੀਸ' }, {}, {}] }] } };
    const saved = await api.call('PUT', '/page-texts/fees/draft', { token, body: { ...FEES, translations } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await api.call('POST', '/page-texts/fees/publish', { token })).status).toBe(200);
    const read = await api.call('GET', '/page-texts/fees');
    expect(read.body.data.translations.pa.years[0]).toMatchObject({ classes: ['ਨਰਸਰੀ', ''], heads: [{ name: 'ਦਾਖ਼ਲਾ ਫ਼ੀਸ' }, {}, {}] });
    // The CSV stays the English table's.
    expect((await (await get('/fees/2026-27.csv?lang=pa')).text()).split('\r\n')[1]).toBe('Nursery,5000,2000,,24000,29000');
  });
});
