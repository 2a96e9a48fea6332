import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { documentFields, sendDocument } from '../../testing/document-uploads.js';
import { fetchFrom, sitemapLocs } from '../../testing/sitemap-locs.js';
import { scanPdf, textPdf } from '../../testing/test-pdfs.js';

// /documents and each document's page rendered by the server (issue 35, item 4), as a crawler or a
// phone without JavaScript gets them: the real web build on a real SQLite file.
const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));

/** The page's HTML without its scripts (the data it hydrates from) and React's text separators. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replaceAll('<!-- -->', '');

interface Doc {
  _id: string;
  slug: string;
  title: string;
  file: { downloadUrl: string };
}

describe('the documents pages rendered per request', () => {
  let api: TestApi;
  let token: string;
  let circular: Doc;
  let certificate: Doc;
  const page = async (path: string) => {
    const response = await fetch(api.url + path);
    return { status: response.status, html: await response.text() };
  };
  const upload = async (fields: Record<string, unknown>, data: Buffer): Promise<Doc> => {
    const { status, body } = await sendDocument(api.url, token, { fields, file: { data } });
    expect(status, JSON.stringify(body)).toBe(201);
    return body.data as Doc;
  };

  beforeAll(async () => {
    api = await startTestApi({ ssrDir });
    token = (await api.staff('admin')).token;
    circular = await upload(
      documentFields(1, { title: 'Winter uniform circular', dateIssued: '2026-11-02' }),
      textPdf('Winter uniform from 1 December'),
    );
    certificate = await upload(
      documentFields(2, {
        title: 'Fire safety certificate',
        category: 'certificate',
        dateIssued: '2026-04-01',
        translations: { hi: { title: 'अग्नि सुरक्षा प्रमाणपत्र' } },
      }),
      scanPdf(),
    );
    await api.call('PUT', `/documents/${certificate._id}`, { token, body: { typedText: 'Certified safe by the fire officer, Faridkot.' } });
    await upload(documentFields(3, { title: 'Draft fee list', category: 'fee-structure', isPublished: 'false' }), textPdf('Draft'));
  });
  afterAll(() => api?.close());

  it('lists the published documents newest first, with category links and real download links, without JavaScript', async () => {
    const { status, html } = await page('/documents');
    expect(status).toBe(200);
    const markup = withoutScripts(html);
    // Newest published first: the certificate was uploaded after the circular.
    expect(markup.indexOf('Fire safety certificate')).toBeLessThan(markup.indexOf('Winter uniform circular'));
    expect(markup).not.toContain('Draft fee list');
    expect(markup).toMatch(/<a [^>]*href="\/documents\?category=certificate"[^>]*>Certificate</);
    expect(markup).toContain(`href="${circular.file.downloadUrl}"`);
    expect(markup).toMatch(/PDF, [\d.]+ KB/);
    expect(markup).toContain('November 2, 2026');
    expect(markup.match(/<h1\b/g)).toHaveLength(1);
  });

  it('narrows the list to a category by its address, and answers 404 for one that names nothing', async () => {
    const { status, html } = await page('/documents?category=certificate');
    expect(status).toBe(200);
    const markup = withoutScripts(html);
    expect(markup).toContain('Fire safety certificate');
    expect(markup).not.toContain('Winter uniform circular');
    expect(markup).toMatch(
      /<a [^>]*aria-current="page"[^>]*>Certificate<|<a [^>]*href="\/documents\?category=certificate"[^>]*aria-current="page"/,
    );
    expect(html).toContain(`<link rel="canonical" href="${api.url}/documents?category=certificate"/>`);
    for (const path of ['/documents?category=rumours', '/hi/documents?category=form&category=result', '/documents?after=%3Cb%3E']) {
      expect([path, (await page(path)).status]).toEqual([path, 404]);
    }
  });

  it('renders a document’s page with its facts, download, typed text and link-preview tags; a draft is Not Found', async () => {
    const { status, html } = await page(`/documents/${certificate.slug}`);
    expect(status).toBe(200);
    const markup = withoutScripts(html);
    expect(markup).toMatch(/<h1[^>]*>Fire safety certificate<\/h1>/);
    expect(markup).toContain('April 1, 2026');
    expect(markup).toContain('1 page');
    expect(markup).toMatch(new RegExp(`<a [^>]*href="${certificate.file.downloadUrl}"[^>]*>.*Download \\(PDF, [\\d.]+ KB\\)`));
    expect(markup).toContain('Certified safe by the fire officer, Faridkot.');
    expect(html).toMatch(/<meta property="og:title" content="Fire safety certificate[^"]*"/);
    expect(html).toMatch(/<meta name="description" content="For the parents of classes 5 and 6\."/);
    const draft = (await api.call('GET', '/documents?q=draft', { token })).body.data[0] as Doc;
    expect((await page(`/documents/${draft.slug}`)).status).toBe(404);
    // A text PDF has no typed text: its page shows none.
    expect(withoutScripts((await page(`/documents/${circular.slug}`)).html)).not.toContain('Text of the document');
  });

  it('renders the Hindi and Punjabi pages in their language', async () => {
    const hindi = withoutScripts((await page(`/hi/documents/${certificate.slug}`)).html);
    expect(hindi).toMatch(/<h1[^>]*>अग्नि सुरक्षा प्रमाणपत्र<\/h1>/);
    expect(hindi).toContain('1 अप्रैल 2026');
    expect(hindi).toContain('डाउनलोड करें');
    const punjabi = withoutScripts((await page('/pa/documents')).html);
    expect(punjabi).toMatch(/<h1[^>]*>ਸਕੂਲ ਦੇ ਦਸਤਾਵੇਜ਼<\/h1>/);
    expect(punjabi).toMatch(/<a [^>]*href="\/pa\/documents\?category=circular"[^>]*>ਸਰਕੂਲਰ</);
  });

  it('puts each published document and its categories in the sitemap', async () => {
    const locs = await sitemapLocs(fetchFrom(api.url));
    expect(locs).toContain(`${api.url}/documents/${circular.slug}`);
    expect(locs).toContain(`${api.url}/hi/documents/${certificate.slug}`);
    expect(locs).toContain(`${api.url}/documents?category=certificate`);
    expect(locs).toContain(`${api.url}/documents`);
    expect(locs.some((loc) => loc.includes('draft-fee-list'))).toBe(false);
  });
});
