import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREADABLE_SCAN_MESSAGE } from '@school/shared/document-schemas';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { documentFields, download, sendDocument } from '../../testing/document-uploads.js';
import { testImages } from '../../testing/hardening/fixtures.js';
import { encryptedPdf, scanPdf, scriptedPdf, textPdf } from '../../testing/test-pdfs.js';
import { DOCUMENTS } from '../../domain/collections.js';

// The documents library over real HTTP on the embedded home: one server, each test its own documents.

let api: TestApi;
let token = '';
let n = 0;
const upload = (fields: Record<string, unknown>, data: Buffer, name = 'file.pdf', type = 'application/pdf') =>
  sendDocument(api.url, token, { fields, file: { data, name, type } });
const documentFiles = async () => (await readdir(join(api.home.dataDir, 'files', 'documents')).catch(() => [])).sort();

beforeAll(async () => {
  api = await startTestApi();
  token = (await api.staff('admin')).token;
});
afterAll(async () => api.close());

describe('the documents library', () => {
  it('reads a text PDF on upload: its pages, its text, and a content-hashed name; the download is the same bytes, safely', async () => {
    const pdf = textPdf('Holiday list for the session 2026-27', 'Diwali break from 20 October');
    const created = await upload(documentFields(++n, { title: 'Holiday list: 2026/27' }), pdf);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const doc = created.body.data;
    expect(doc).toMatchObject({ category: 'circular', classes: ['5', '6'], language: 'en', isPublished: true, unreadableScan: false });
    expect(doc.file).toMatchObject({ type: 'application/pdf', size: pdf.length, pageCount: 2, hasText: true });
    expect(doc.text).toContain('Diwali break');
    expect(doc.file.url).toMatch(/^\/files\/documents\/[0-9a-f]{32}\.pdf$/);
    expect(doc.file).not.toHaveProperty('key');
    const got = await download(`${api.url}${doc.file.downloadUrl}`);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(pdf)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="${doc.slug}.pdf"; filename*=UTF-8''Holiday%20list%202026%2F27.pdf`.replace('%2F', ''),
    );
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toMatch(/^sandbox;/);
  });

  it('flags a scan, whose typed text is then saved and shown publicly; a JPEG scan is kept as sent', async () => {
    const scan = (await upload(documentFields(++n, { category: 'certificate' }), scanPdf())).body.data;
    expect([scan.file.hasText, scan.unreadableScan, scan.file.pageCount]).toEqual([false, true, 1]);
    expect(UNREADABLE_SCAN_MESSAGE).toContain('type its text below');
    const typed = await api.call('PUT', `/documents/${scan._id}`, {
      token,
      body: { typedText: 'Fire safety certificate, valid to March 2027.' },
    });
    expect([typed.status, typed.body.data.unreadableScan]).toEqual([200, false]);
    const shown = await api.call('GET', `/documents/slug/${scan.slug}`);
    expect(shown.body.data.typedText).toBe('Fire safety certificate, valid to March 2027.');
    const { jpeg } = await testImages(7);
    const photo = await upload(documentFields(++n), jpeg, 'scan.pdf', 'application/pdf');
    expect(photo.body.data.file).toMatchObject({ type: 'image/jpeg', hasText: false, size: jpeg.length });
    expect((await download(`${api.url}${photo.body.data.file.downloadUrl}`)).bytes.equals(jpeg)).toBe(true);
  });

  it('refuses what is no PDF, JPEG or PNG, and a broken or encrypted PDF, with a 400 that stores nothing', async () => {
    const before = [await documentFiles(), await api.home.store.count(DOCUMENTS)];
    const hostile: [string, Buffer][] = [
      ['renamed HTML', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
      ['an executable', Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)])],
      ['a broken PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')],
      ['an encrypted PDF', encryptedPdf()],
      ['a PNG signature before HTML', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<html></html>')])],
    ];
    for (const [what, data] of hostile) {
      const answer = await upload(documentFields(++n), data, 'circular.pdf');
      expect([what, answer.status, answer.body.success, typeof answer.body.error]).toEqual([what, 400, false, 'string']);
    }
    expect([await documentFiles(), await api.home.store.count(DOCUMENTS)]).toEqual(before);
  });

  it('stores a PDF with JavaScript in it as it is, served only as a sandboxed attachment', async () => {
    const doc = (await upload(documentFields(++n), scriptedPdf())).body.data;
    const got = await download(`${api.url}${doc.file.downloadUrl}`);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(got.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('replacing the file keeps the old one in a revision; restoring that revision brings it back', async () => {
    const first = textPdf('Fee structure 2025-26');
    const doc = (await upload(documentFields(++n, { category: 'fee-structure' }), first)).body.data;
    const second = textPdf('Fee structure 2026-27');
    const replaced = await sendDocument(
      api.url,
      token,
      { fields: { version: '1' }, file: { data: second } },
      {
        method: 'PUT',
        path: `/api/documents/${doc._id}/file`,
      },
    );
    expect([replaced.status, replaced.body.data.text]).toEqual([200, 'Fee structure 2026-27']);
    const [revision] = (await api.call('GET', `/revisions/document/${doc._id}`, { token })).body.data;
    const restored = await api.call('POST', `/revisions/document/${doc._id}/${revision._id}/restore`, { token });
    expect([restored.status, restored.body.data.file.url]).toEqual([200, doc.file.url]);
    expect((await download(`${api.url}${doc.file.downloadUrl}`)).bytes.equals(first)).toBe(true);
  });

  it('deleting moves the document to the trash; restoring it brings its file back', async () => {
    const pdf = textPdf('Book and uniform list, class 3');
    const doc = (await upload(documentFields(++n, { category: 'book-uniform-list' }), pdf)).body.data;
    expect((await api.call('DELETE', `/documents/${doc._id}`, { token })).status).toBe(200);
    expect((await api.call('GET', `/documents/slug/${doc.slug}`)).status).toBe(404);
    expect((await api.call('POST', `/trash/${doc._id}/restore`, { token })).status).toBe(200);
    const back = await download(`${api.url}${doc.file.downloadUrl}`);
    expect([back.status, back.bytes.equals(pdf)]).toEqual([200, true]);
  });

  it('lists published documents only, newest first, by category; staff also see drafts and find them by title', async () => {
    const fields = (title: string, more = {}) => documentFields(++n, { title, category: 'syllabus', ...more });
    await upload(fields('Syllabus class 9'), textPdf('Syllabus nine'));
    await upload(fields('Syllabus class 10'), textPdf('Syllabus ten'));
    await upload(fields('Syllabus draft', { isPublished: 'false' }), textPdf('Syllabus draft'));
    await upload(fields('Syllabus next year', { publishAt: '2099-01-01T09:00' }), textPdf('Syllabus later'));
    const titles = async (query: string, withToken = false) =>
      (await api.call('GET', `/documents?${query}`, withToken ? { token } : {})).body.data.map((doc: { title: string }) => doc.title);
    expect(await titles('category=syllabus')).toEqual(['Syllabus class 10', 'Syllabus class 9']);
    expect(await titles('category=syllabus', true)).toHaveLength(4);
    expect(await titles('category=syllabus&q=draft', true)).toEqual(['Syllabus draft']);
    const paged = await api.call('GET', '/documents?category=syllabus&limit=1');
    expect([paged.body.count, typeof paged.body.next]).toEqual([1, 'string']);
    expect((await api.call('GET', '/documents?category=rumours')).status).toBe(400);
  });
});
