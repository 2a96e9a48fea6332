import { DISCLOSURE_ITEMS } from '@school/shared/disclosure-items';
import { risesAboveCap } from '@school/shared/fee-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { seed } from './seed-cli.js';

describe('npm run seed', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api.close());

  it('fills an empty site through the API, prints working credentials, and refuses a second run', async () => {
    const lines: string[] = [];
    const admin = await seed(`${api.url}/api`, api.home.identity, { force: false, log: (l) => lines.push(l) });
    expect(admin?.email).toBe('demo.admin@school.example');
    expect((await api.call('POST', '/auth/login', { body: admin })).status).toBe(200);

    const galleries = await api.call('GET', '/galleries');
    expect(galleries.body.count).toBe(3);
    const photo = galleries.body.data[0].images[0];
    const file = await api.home.files.get(String(photo.url).replace(/^\/files\//, ''));
    expect(file?.contentType).toBe('image/webp');
    const events = await api.call('GET', '/events');
    expect(events.body.count).toBe(12);
    // Seeded content goes through the pipeline and the slug rules like staff content: every photo has
    // its 1200x630 share JPEG, every gallery and item its own address.
    const seededPhotos = [
      ...galleries.body.data.flatMap((g: { images: unknown[] }) => g.images),
      ...events.body.data.flatMap((item: { image: unknown }) => (item.image ? [item.image] : [])),
    ] as Array<{ share?: { url: string; width: number; height: number } }>;
    expect(seededPhotos.length).toBeGreaterThan(galleries.body.count);
    for (const { share } of seededPhotos) {
      expect(share).toMatchObject({ width: 1200, height: 630 });
      const jpeg = await api.home.files.get(String(share?.url).replace(/^\/files\//, ''));
      expect([jpeg?.contentType, (jpeg?.data.length ?? Infinity) < 300_000]).toEqual(['image/jpeg', true]);
    }
    for (const { slug, _id } of events.body.data as Array<{ slug: string; _id: string }>) {
      expect((await api.call('GET', `/events/slug/${slug}`)).body.data._id).toBe(_id);
    }
    for (const { slug, _id } of galleries.body.data as Array<{ slug: string; _id: string }>) {
      expect((await api.call('GET', `/galleries/slug/${slug}`)).body.data._id).toBe(_id);
    }
    expect((await api.call('GET', '/admission/link')).body.data.admissionFormLink).toMatch(/^https:\/\//);
    // The documents library: text PDFs a screen reader can read, and a certificate soon to renew.
    const documents = (await api.call('GET', '/documents?limit=50')).body.data as Array<{ title: string; file: { hasText: boolean } }>;
    expect(documents.map((doc) => doc.title)).toContain('Fee structure 2026-27');
    expect(documents.every((doc) => doc.file.hasText)).toBe(true);
    const { token } = await api.staff('admin');
    const toRenew = (await api.call('GET', '/documents/expiring', { token })).body.data;
    expect(toRenew.expiring.map((doc: { title: string }) => doc.title)).toEqual(['Building safety certificate']);
    await expectWhatTheSchoolMustPublish(api);
    // A few enquiries in different states, one follow-up due today (issue 38).
    const enquiries = await api.call('GET', '/enquiries', { token });
    expect((enquiries.body.data as { status: string }[]).map((one) => one.status).sort()).toEqual([
      'admitted',
      'contacted',
      'new',
      'visit-scheduled',
      'visited',
      'withdrawn',
    ]);
    expect((await api.call('GET', '/enquiries?due=true', { token })).body.data).toHaveLength(1);
    // Where parents look: three Parent Resources cards lead to a document that exists.
    const cards = (await api.call('GET', '/page-texts/parent-resources')).body.data.texts.resources as Array<{ link: string }>;
    const documentLinks = cards.map((card) => card.link).filter((link) => link.startsWith('/documents/'));
    expect(documentLinks).toHaveLength(3);
    for (const link of documentLinks) expect((await api.call('GET', `/documents/slug/${link.split('/')[2]}`)).status).toBe(200);

    const again: string[] = [];
    expect(await seed(`${api.url}/api`, api.home.identity, { force: false, log: (l) => again.push(l) })).toBeNull();
    expect(again.join('\n')).toContain('already has content');
    expect((await api.call('GET', '/galleries')).body.count).toBe(3);
  }, 120_000);
});

/** Issue 36: the board in the settings, six of the nine certificates, and both pages published whole. */
async function expectWhatTheSchoolMustPublish(api: TestApi): Promise<void> {
  const settings = (await api.call('GET', '/settings')).body.data;
  expect(settings.board).toEqual({ name: 'CBSE', affiliationNumber: '1630512', schoolCode: '20512' });
  expect(settings.dataProtection).toMatchObject({ email: 'privacy@convent-school-faridkot.example' });
  expect(settings.principal.qualification).toBe('M.A. (English), B.Ed.');
  const documents = (await api.call('GET', '/documents?limit=50')).body.data as Array<{ title: string; slug: string; disclosure?: string }>;
  const items = documents.flatMap((doc) => (doc.disclosure ? [doc.disclosure] : []));
  expect(items.sort()).toEqual([
    'affiliation-letter',
    'building-safety',
    'drinking-water',
    'fire-safety',
    'rte-recognition',
    'trust-registration',
  ]);
  expect(DISCLOSURE_ITEMS.filter((item) => !items.includes(item))).toEqual(['state-noc', 'deo-certificate', 'health-sanitation']);

  const disclosure = (await api.call('GET', '/page-texts/disclosure')).body.data.texts;
  expect([disclosure.smc.length, disclosure.pta.length, disclosure.results.length]).toEqual([8, 6, 6]);
  expect(disclosure.staff.pgtCount).toBe('14');
  expect(disclosure.infrastructure.videoLink).toMatch(/^https:\/\//);
  // The academic calendar is the seeded holiday list, a document that exists.
  expect(disclosure.calendarLink).toMatch(/^\/documents\//);
  expect((await api.call('GET', `/documents/slug/${String(disclosure.calendarLink).split('/')[2]}`)).body.data.category).toBe(
    'holiday-list',
  );

  const fees = (await api.call('GET', '/page-texts/fees')).body.data;
  expect(fees.texts.years.map((year: { year: string }) => year.year)).toEqual(['2026-27', '2025-26']);
  expect(fees.texts.years[0].classes).toHaveLength(15);
  expect(fees.texts.shops).toHaveLength(3);
  // Every head rose, by 4 to 8 per cent: none above the Act's cap, so the page shows no warning.
  expect(risesAboveCap(fees.texts, 8)).toEqual([]);
  expect(risesAboveCap(fees.texts, 4).length).toBeGreaterThan(60);
  // The fee structure's PDF in the library has the page's figures.
  const feeDocument = documents.find((doc) => doc.title === 'Fee structure 2026-27');
  const feePdf = (await api.call('GET', `/documents/slug/${String(feeDocument?.slug)}`)).body.data.text as string;
  expect(feePdf).toContain(`XII: tuition ${Number(fees.texts.years[0].heads[1].amounts[14]).toLocaleString('en-IN')} a month`);
  // Class and head names in Punjabi and Hindi (the Roman class numbers stay as they are).
  expect(fees.translations.pa.years[0].heads[0].name).toBe('ਦਾਖ਼ਲਾ ਫ਼ੀਸ');
  expect(fees.translations.hi.years[1].classes.slice(0, 3)).toEqual(['नर्सरी', 'एल.के.जी.', 'यू.के.जी.']);
}
