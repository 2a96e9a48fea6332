import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestApi } from '../../testing/api-server.js';
import { documentFields, download, sendDocument } from '../../testing/document-uploads.js';
import { firebaseTestApi } from '../../testing/firebase-test-api.js';
import { textPdf } from '../../testing/test-pdfs.js';
import type { AppDeps } from '../deps.js';

// The documents library on the Firebase home: the upload goes through Hosting to the built function,
// the file to the Cloud Storage fake, and both the API's download and Storage's own address give
// back the same bytes.
describe('documents on the Firebase home (emulators)', () => {
  let api: TestApi<Pick<AppDeps, 'store' | 'identity'>>;
  beforeAll(() => {
    api = firebaseTestApi(inject('firebase'));
  });
  afterAll(async () => api.close());

  it('uploads a PDF, reads its text, and serves it from Cloud Storage and as a sandboxed download', async () => {
    const { token } = await api.staff('admin');
    const pdf = textPdf(`Fee structure for ${Date.now()}`);
    const created = await sendDocument(api.url, token, {
      fields: documentFields(Date.now(), { category: 'fee-structure' }),
      file: { data: pdf },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const doc = created.body.data;
    expect(doc.file).toMatchObject({ type: 'application/pdf', pageCount: 1, hasText: true });
    const stored = await download(doc.file.url);
    expect([stored.status, stored.bytes.equals(pdf)]).toEqual([200, true]);
    const got = await download(`${api.url}${doc.file.downloadUrl}`);
    expect([got.status, got.bytes.equals(pdf), got.headers.get('content-type')]).toEqual([200, true, 'application/pdf']);
    // Hosting's `**` rule sets the site's CSP on every answer, the function's included; the rule after
    // it in firebase.json (the last that matches wins) puts the download's own `sandbox` back.
    expect(got.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    const listed = await api.call('GET', '/documents?category=fee-structure');
    expect(listed.body.data.map((one: { _id: string }) => one._id)).toContain(doc._id);
  }, 120_000);
});
