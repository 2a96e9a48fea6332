import { documentFieldsSchema, documentPageQuerySchema, type DocumentDoc } from '@school/shared/document-schemas';
import { versionFieldSchema } from '@school/shared/item-version';
import { searchQuerySchema } from '@school/shared/search-schemas';
import { DOCUMENTS } from '../../domain/collections.js';
import { editableFields } from '../../domain/documents/documents.js';
import { documentFieldsFromJson } from '../../http/decode/document-fields.js';
import { textPdf } from '../test-pdfs.js';
import type { Part } from './raw-request.js';
import { json, schema, type OracleEnv, type RouteSpec } from './route-spec.js';

// Rows of the route table for the documents library (issue 35). Uploads are PDFs built in the test;
// fuzzed files are random bytes, never a PDF, JPEG or PNG, so no fuzzed form can succeed.

const WRITES = ['db:documents', 'db:document_slugs', 'file:files', 'db:revisions'];
const fields = (n: number): Part[] => [
  { name: 'title', data: `Circular ${n}` },
  { name: 'category', data: 'circular' },
  { name: 'dateIssued', data: '2026-04-01' },
];
const pdfPart = (n: number): Part => ({
  name: 'file',
  filename: 'circular.pdf',
  type: 'application/pdf',
  data: textPdf(`Circular number ${n}`),
});

/** PUT /documents/:id's own reading of a JSON body: the stored fields with the sent ones, as on create. */
async function editAccepted(body: unknown, { api, f }: OracleEnv): Promise<boolean> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const source = body as Record<string, unknown>;
  if (!versionFieldSchema.safeParse({ version: source.version }).success) return false;
  const stored = await api.home.store.get<DocumentDoc>(DOCUMENTS, f.documentId);
  return !!stored && documentFieldsSchema.safeParse({ ...editableFields(stored), ...documentFieldsFromJson(source) }).success;
}

export function documentRoutes(): RouteSpec[] {
  const read = { access: 'optional', body: 'none', valid: () => ({}), ok: 200, writes: [] } as const;
  return [
    {
      method: 'GET',
      path: '/documents',
      ...read,
      valid: () => ({ query: 'category=circular' }),
      acceptsQuery: schema(documentPageQuerySchema),
    },
    { method: 'GET', path: '/documents/slug/:slug', ...read },
    // The Mandatory Public Disclosure's section B (issue 36): published documents only, whoever asks.
    { method: 'GET', path: '/documents/disclosure', access: 'public', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    // The site search (issue 35, item 5) reads every kind; it sits with the library that brought it.
    {
      method: 'GET',
      path: '/search',
      access: 'public',
      body: 'none',
      valid: () => ({ query: 'q=circular' }),
      ok: 200,
      writes: [],
      acceptsQuery: schema(searchQuerySchema),
    },
    { method: 'GET', path: '/documents/slug/:slug/file', ...read, answers: 'file' },
    { method: 'GET', path: '/documents/expiring', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    { method: 'GET', path: '/documents/:id', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    {
      method: 'POST',
      path: '/documents',
      access: 'staff',
      body: 'multipart',
      valid: (c) => ({ parts: [...fields(c.n), pdfPart(c.n)] }),
      ok: 201,
      writes: WRITES,
      acceptsForm: () => false,
    },
    {
      method: 'PUT',
      path: '/documents/:id',
      access: 'staff',
      body: 'json',
      valid: (c) => json({ title: `Renamed circular ${c.n}`, typedText: 'The text of the circular.' }),
      ok: 200,
      writes: WRITES,
      accepts: editAccepted,
      // A `version` older than the stored one: someone saved in between (item-version.ts).
      refusals: [409],
    },
    {
      method: 'PUT',
      path: '/documents/:id/file',
      access: 'staff',
      body: 'multipart',
      valid: (c) => ({ parts: [pdfPart(c.n + 1000)] }),
      ok: 200,
      writes: WRITES,
      acceptsForm: () => false,
    },
    {
      method: 'DELETE',
      path: '/documents/:id',
      access: 'staff',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      writes: [...WRITES, 'db:trash'],
    },
  ];
}
