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
    expect(toRenew.expiring.map((doc: { title: string }) => doc.title)).toEqual(['Fire safety certificate']);
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
