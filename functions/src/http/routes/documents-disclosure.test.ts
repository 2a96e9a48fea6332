import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLOSURE_ITEMS } from '@school/shared/disclosure-items';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { documentFields, sendDocument } from '../../testing/document-uploads.js';
import { textPdf } from '../../testing/test-pdfs.js';

// Section B of the Mandatory Public Disclosure (issue 36) over real HTTP on the embedded home: each
// item's newest published document, never a draft or a scheduled one, null where there is none.

let api: TestApi;
let token = '';
let n = 0;
// The app's time: moved forward to see a scheduled certificate appear with nobody acting.
let now = new Date('2026-06-01T06:00:00.000Z');

const upload = (title: string, more: Record<string, unknown>) =>
  sendDocument(api.url, token, {
    fields: documentFields(++n, { title, category: 'certificate', ...more }),
    file: { data: textPdf(title), name: 'certificate.pdf' },
  });
const disclosure = () => api.call('GET', '/documents/disclosure');

beforeAll(async () => {
  api = await startTestApi({ clock: { now: () => now } });
  token = (await api.staff('admin')).token;
});
afterAll(async () => api.close());

describe('GET /documents/disclosure', () => {
  it('answers every item, null where the library has none, publicly cacheable', async () => {
    const answer = await disclosure();
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual([...DISCLOSURE_ITEMS].sort());
    expect(Object.values(answer.body.data).every((doc) => doc === null)).toBe(true);
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
  });

  it('shows a certificate under its item with its validity; a draft or scheduled one does not, an older one gives way', async () => {
    const old = await upload('Fire safety certificate 2024', {
      disclosure: 'fire-safety',
      dateIssued: '2024-04-01',
      validUntil: '2025-03-31',
    });
    expect([old.status, old.body.data.disclosure]).toEqual([201, 'fire-safety']);
    now = new Date('2026-06-02T06:00:00.000Z');
    const fire = await upload('Fire safety certificate 2026', {
      disclosure: 'fire-safety',
      dateIssued: '2026-04-01',
      validUntil: '2027-03-31',
    });
    await upload('Water certificate (draft)', { disclosure: 'drinking-water', isPublished: 'false' });
    await upload('Building safety (scheduled)', { disclosure: 'building-safety', publishAt: '2026-07-01T09:00' });
    await upload('An ordinary circular', {});

    const { body } = await disclosure();
    expect(body.data['fire-safety']).toMatchObject({
      title: 'Fire safety certificate 2026',
      slug: fire.body.data.slug,
      dateIssued: '2026-04-01',
      validUntil: '2027-03-31',
      file: { type: 'application/pdf' },
    });
    expect(body.data['fire-safety'].file).not.toHaveProperty('key');
    expect([body.data['drinking-water'], body.data['building-safety'], body.data['state-noc']]).toEqual([null, null, null]);
    // Staff read the visitors' view: the page never links what a parent would find missing.
    expect((await api.call('GET', '/documents/disclosure', { token })).body.data['drinking-water']).toBeNull();

    now = new Date('2026-07-02T06:00:00.000Z');
    expect((await disclosure()).body.data['building-safety']).toMatchObject({ title: 'Building safety (scheduled)' });
  });

  it('keeps the item through an edit of other fields, and moves the document when staff choose another item', async () => {
    const doc = (await upload('Recognition certificate', { disclosure: 'rte-recognition' })).body.data;
    const renamed = await api.call('PUT', `/documents/${doc._id}`, { token, body: { title: 'RTE recognition certificate' } });
    expect([renamed.status, renamed.body.data.disclosure]).toEqual([200, 'rte-recognition']);
    expect((await disclosure()).body.data['rte-recognition']).toMatchObject({ title: 'RTE recognition certificate' });
    await api.call('PUT', `/documents/${doc._id}`, { token, body: { disclosure: 'state-noc' } });
    const { body } = await disclosure();
    expect([body.data['rte-recognition'], body.data['state-noc']?.title]).toEqual([null, 'RTE recognition certificate']);
    expect((await upload('Wrong item', { disclosure: 'rumours' })).status).toBe(400);
  });
});
