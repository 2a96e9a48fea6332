import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { documentFields, download, sendDocument } from '../../testing/document-uploads.js';
import { textPdf } from '../../testing/test-pdfs.js';
import { EVENTS } from '../../domain/collections.js';

// A news item's linked document (issue 35, item 7) over real HTTP on the embedded home: staff store
// the document's slug with the item; the item's own page gets the document's title, type, size and
// download address, only while the document is published; a slug that is no slug is a 400.

let api: TestApi;
let token = '';
let n = 0;

/** A library document, uploaded as the admin's uploader sends it; `fields` change its defaults. */
async function libraryDocument(fields: Record<string, unknown> = {}) {
  const pdf = textPdf(`Fee structure ${++n}`, 'Tuition and transport for 2026-27');
  const created = await sendDocument(api.url, token, {
    fields: documentFields(n, { title: `Fee structure 2026-27 (${n})`, category: 'fee-structure', ...fields }),
    file: { data: pdf, name: 'fees.pdf' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { doc: created.body.data, pdf };
}

/** A news item written as the admin's form sends it (multipart); `more` adds or changes fields. */
async function sendItem(method: 'POST' | 'PUT', path: string, more: Record<string, string>) {
  const form = new FormData();
  const fields = { title: `Fees for the new session ${++n}`, description: 'The fee structure is out.', type: 'news', tags: '[]', ...more };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${api.url}/api${path}`, { method, body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as any };
}

/** The item's page as a visitor's browser (or the page renderer) reads it. */
const itemPage = async (slug: string) => (await api.call('GET', `/events/slug/${slug}`)).body.data;

beforeAll(async () => {
  api = await startTestApi();
  token = (await api.staff('admin')).token;
});
afterAll(async () => api.close());

describe('a news item’s linked document', () => {
  it('is stored by its slug, and the item’s page shows its title, type, size and download', async () => {
    const { doc, pdf } = await libraryDocument({ translations: JSON.stringify({ hi: { title: 'शुल्क संरचना' } }) });
    const created = await sendItem('POST', '/events', { documentSlug: doc.slug });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.documentSlug).toBe(doc.slug);
    expect((await api.home.store.get<{ documentSlug?: string }>(EVENTS, created.body.data._id))?.documentSlug).toBe(doc.slug);

    const page = await itemPage(created.body.data.slug);
    expect(page.document).toEqual({
      slug: doc.slug,
      title: doc.title,
      translations: { hi: { title: 'शुल्क संरचना' } },
      file: { type: 'application/pdf', size: pdf.length, downloadUrl: `/api/documents/slug/${doc.slug}/file` },
    });
    const got = await download(`${api.url}${page.document.file.downloadUrl}`);
    expect([got.status, got.bytes.equals(pdf)]).toEqual([200, true]);
  });

  it('is not resolved in lists: they carry the slug alone', async () => {
    const { doc } = await libraryDocument();
    const created = (await sendItem('POST', '/events', { documentSlug: doc.slug })).body.data;
    const list = await api.call('GET', '/events?limit=20');
    const listed = list.body.data.find((item: { _id: string }) => item._id === created._id);
    expect(listed).toMatchObject({ documentSlug: doc.slug });
    expect(listed).not.toHaveProperty('document');
  });

  it('shows only while the document is published: not a draft, nor a scheduled or deleted one, to visitors or staff', async () => {
    const { doc: draft } = await libraryDocument({ isPublished: 'false' });
    const { doc: later } = await libraryDocument({ publishAt: '2099-01-01T09:00' });
    const first = (await sendItem('POST', '/events', { documentSlug: draft.slug })).body.data;
    const second = (await sendItem('POST', '/events', { documentSlug: later.slug })).body.data;
    expect((await itemPage(first.slug)).document).toBeNull();
    expect((await itemPage(second.slug)).document).toBeNull();
    const asStaff = await api.call('GET', `/events/slug/${first.slug}`, { token });
    expect(asStaff.body.data.document).toBeNull();

    // Published by staff: the page shows it from then on.
    const published = await api.call('PUT', `/documents/${draft._id}`, { token, body: { isPublished: true, version: draft.version } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await itemPage(first.slug)).document).toMatchObject({ slug: draft.slug, title: draft.title });

    // Deleted (to the trash): gone from the page, the item itself unchanged.
    expect((await api.call('DELETE', `/documents/${draft._id}`, { token })).status).toBe(200);
    const after = await itemPage(first.slug);
    expect([after.documentSlug, after.document]).toEqual([draft.slug, null]);
  });

  it('refuses a slug that is no slug with a 400 and stores nothing', async () => {
    const before = await api.home.store.count(EVENTS);
    for (const documentSlug of ['../../etc/passwd', 'Fee Structure', '/documents/fees', 'x'.repeat(300)]) {
      const answer = await sendItem('POST', '/events', { documentSlug });
      expect([documentSlug, answer.status, answer.body]).toEqual([
        documentSlug,
        400,
        { success: false, error: 'Linked document: not the address of a document' },
      ]);
    }
    const json = await api.call('POST', '/events', {
      token,
      body: { title: 'Fees', description: 'Out now.', type: 'news', documentSlug: 42 },
    });
    expect([json.status, json.body]).toEqual([400, { success: false, error: 'Linked document must be text' }]);
    expect(await api.home.store.count(EVENTS)).toBe(before);
  });

  it('is kept in the item’s revisions: unlinking is a change staff see, and a restore links it again', async () => {
    const { doc } = await libraryDocument();
    const created = (await sendItem('POST', '/events', { documentSlug: doc.slug })).body.data;
    // An edit that does not send the field keeps the link; sending '' removes it.
    const kept = await sendItem('PUT', `/events/${created._id}`, { title: created.title, version: '1' });
    expect(kept.body.data.documentSlug).toBe(doc.slug);
    const unlinked = await sendItem('PUT', `/events/${created._id}`, { title: created.title, documentSlug: '', version: '2' });
    expect([unlinked.status, unlinked.body.data.documentSlug]).toEqual([200, '']);
    expect((await itemPage(created.slug)).document).toBeNull();

    const [latest] = (await api.call('GET', `/revisions/event/${created._id}`, { token })).body.data;
    expect(latest.changed).toEqual(['Linked document']);
    const restored = await api.call('POST', `/revisions/event/${created._id}/${latest._id}/restore`, { token });
    expect([restored.status, restored.body.data.documentSlug]).toEqual([200, doc.slug]);
    expect((await itemPage(created.slug)).document).toMatchObject({ slug: doc.slug });
  });
});
