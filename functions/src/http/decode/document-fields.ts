import type { Request } from 'express';
import { DOCUMENT_TOO_LARGE_MESSAGE, MAX_DOCUMENT_BYTES } from '@school/shared/document-schemas';
import { ValidationError } from '../../domain/errors.js';
import { readMultipart } from '../middleware/multipart.js';
import { readVersion } from './event-fields.js';

// How a document arrives over HTTP: a multipart form of text fields and one `file` (the admin's
// uploader), or JSON for an edit of the fields alone. Lists (classes) and translations come
// JSON-encoded in a form, as the site's forms send them. The fields are checked by the use cases.

const TEXT_FIELDS = [
  'title',
  'description',
  'category',
  'dateIssued',
  'language',
  'validUntil',
  'isPublished',
  'publishAt',
  'typedText',
  'disclosure',
];

/** A JSON-encoded value of a form field; '' for none. */
function decodeJson(name: string, text: string, example: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError(`${name} must be JSON, like ${example}`);
  }
}

/** The fields sent (an edit keeps the others); unknown names are left out here, unknown values for the schema. */
function pick(source: Record<string, unknown>, jsonEncoded: boolean): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) if (Object.hasOwn(source, name)) raw[name] = source[name];
  for (const [name, example] of [
    ['classes', '["5","6"]'],
    ['translations', '{"hi":{"title":"…"}}'],
  ] as const) {
    if (!Object.hasOwn(source, name)) continue;
    const value = source[name];
    raw[name] = jsonEncoded && typeof value === 'string' ? decodeJson(name, value, example) : value;
  }
  return raw;
}

/** The fields of a JSON edit, as the route hands them to the use case (the route table's oracle reads them too). */
export const documentFieldsFromJson = (body: Record<string, unknown>): Record<string, unknown> => pick(body, false);

export interface DocumentSubmission {
  raw: Record<string, unknown>;
  file?: Buffer | undefined;
  /** The version the editor loaded: older than stored answers 409. */
  version?: number | undefined;
}

/** POST /documents and PUT /documents/:id/file: multipart with the file; PUT /documents/:id: the fields as JSON. */
export async function readDocumentSubmission(req: Request, { file }: { file: boolean }): Promise<DocumentSubmission> {
  if (!file) {
    const body: unknown = req.body;
    if (!req.is('application/json') || typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ValidationError('Expected the document fields as JSON');
    }
    const source = body as Record<string, unknown>;
    return { raw: documentFieldsFromJson(source), version: readVersion(source.version) };
  }
  const form = await readMultipart(req, {
    fileFields: ['file'],
    maxFiles: 1,
    maxFileBytes: MAX_DOCUMENT_BYTES,
    tooLargeMessage: DOCUMENT_TOO_LARGE_MESSAGE,
  });
  return { raw: pick(form.fields, true), file: form.files[0]?.data, version: readVersion(form.fields.version) };
}
