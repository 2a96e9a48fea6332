import type { Request } from 'express';
import { versionFieldSchema } from '@school/shared/item-version';
import { ValidationError } from '../../domain/errors.js';
import type { ImageChange } from '../../domain/events/event-items.js';
import { parse } from '../../domain/parse.js';
import { readMultipart } from '../middleware/multipart.js';

// How a news item or event arrives over HTTP, turned into plain fields for the use cases in
// domain/events: which fields were sent (an edit keeps the others), tags and translations as the
// site's multipart forms and older clients encode them, removeImage and version as form text.
// The fields themselves are validated by the use cases, with the shared schema.

/** The editable fields before validation, as the client sent them (unknown types until zod says). */
export interface RawEventFields {
  title?: unknown;
  description?: unknown;
  type?: unknown;
  tags?: unknown[];
  startDate?: unknown;
  endDate?: unknown;
  location?: unknown;
  publishAt?: unknown;
  translations?: unknown;
  documentSlug?: unknown;
}

// Old clients wrap a tag in an array or two; nobody wraps it ten times.
const MAX_TAG_NESTING = 10;

const TEXT_FIELDS = ['title', 'description', 'type', 'startDate', 'endDate', 'location', 'publishAt', 'documentSlug'] as const;

function looksLikeJsonArray(value: unknown): value is string {
  return typeof value === 'string' && value.trim().startsWith('[');
}

function parseJsonArray(text: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ValidationError('Tags must be a list of tag names');
  }
  if (!Array.isArray(parsed)) throw new ValidationError('Tags must be a list of tag names');
  return parsed;
}

/**
 * One tag element. Older clients sent each tag as a JSON-encoded array ('["sports"]'); the
 * spec says the first element is the tag. Tags compare case-insensitively, so they are stored
 * lower-case; anything that is not text is left for the schema to refuse with its message.
 */
function decodeElement(element: unknown): unknown {
  let value = element;
  // A bounded loop, not recursion: a body nesting arrays 50 000 deep is a 400, not a stack overflow.
  for (let depth = 0; depth === 0 || Array.isArray(value) || looksLikeJsonArray(value); depth++) {
    if (depth === MAX_TAG_NESTING) throw new ValidationError('Tags must be a list of tag names');
    if (looksLikeJsonArray(value)) value = parseJsonArray(value);
    if (Array.isArray(value)) value = value[0];
  }
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

/**
 * Tags as they arrive: repeated form fields (tags=a, tags=b), one JSON-encoded array
 * ('["a","b"]', how the site's own forms send arrays in multipart), a JSON body array, or any
 * of these with JSON-encoded elements. Blank entries are dropped, so "no tags" may be sent as ''.
 */
export function decodeTags(input: unknown): unknown[] {
  let list: unknown[] = Array.isArray(input) ? input : [input];
  if (list.length === 1 && looksLikeJsonArray(list[0])) list = parseJsonArray(list[0]);
  return list.map(decodeElement).filter((tag) => tag !== '' && tag !== undefined);
}

/**
 * The Punjabi and Hindi versions, JSON-encoded in a multipart form as the site's forms send arrays
 * ('{"hi":{"title":"…"}}'); '' for none. The schema then checks the shape and the lengths.
 */
function decodeTranslations(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError('Translations must be JSON, like {"hi":{"title":"…"}}');
  }
}

/** Picks the editable fields of a multipart form; fields not sent stay absent (an update keeps them). */
export function fieldsFromMultipart(fields: Record<string, string>, lists: Record<string, string[]>): RawEventFields {
  const raw: RawEventFields = {};
  for (const name of TEXT_FIELDS) if (Object.hasOwn(fields, name)) raw[name] = fields[name];
  const tags = lists.tags;
  if (tags) raw.tags = decodeTags(tags);
  if (typeof fields.translations === 'string') raw.translations = decodeTranslations(fields.translations);
  return raw;
}

/** The same from a JSON body, for API clients that have no image to send. */
export function fieldsFromJson(body: unknown): RawEventFields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ValidationError('Expected the item fields');
  const source = body as Record<string, unknown>;
  const raw: RawEventFields = {};
  for (const name of TEXT_FIELDS) if (Object.hasOwn(source, name)) raw[name] = source[name];
  if (Object.hasOwn(source, 'tags')) raw.tags = decodeTags(source.tags);
  if (Object.hasOwn(source, 'translations')) raw.translations = source.translations;
  return raw;
}

/** removeImage=true clears an item's image on update; anything but true/false is a mistake worth a 400. */
export function readRemoveImage(value: unknown): boolean {
  if (value === undefined || value === '' || value === 'false' || value === false) return false;
  if (value === 'true' || value === true) return true;
  throw new ValidationError('removeImage must be true or false');
}

/** The version the editor loaded (text in a form, a number in JSON); undefined when not sent (no check). */
export function readVersion(value: unknown): number | undefined {
  return parse(versionFieldSchema, { version: value }).version;
}

/** One write of an item as sent: its fields, the new image if any, and what to do with the stored one. */
export interface EventSubmission {
  raw: RawEventFields;
  image?: Buffer | undefined;
  removeImage: boolean;
  /** The version the editor loaded (PUT): older than stored answers 409. */
  version?: number | undefined;
}

/** The spec's write calls are multipart (fields as text, arrays JSON-encoded, optional `image`); JSON is accepted too. */
export async function readEventSubmission(req: Request): Promise<EventSubmission> {
  if (req.is('application/json')) {
    const body = req.body as Record<string, unknown> | undefined;
    return { raw: fieldsFromJson(body), removeImage: readRemoveImage(body?.removeImage), version: readVersion(body?.version) };
  }
  const { fields, fieldLists, files } = await readMultipart(req, { fileFields: ['image'], maxFiles: 1 });
  return {
    raw: fieldsFromMultipart(fields, fieldLists),
    image: files[0]?.data,
    removeImage: readRemoveImage(fields.removeImage),
    version: readVersion(fields.version),
  };
}

/** An edit's image: a new one, none (removeImage=true), or the stored one kept; both at once is a 400. */
export function imageChangeOf({ image, removeImage }: EventSubmission): ImageChange {
  if (image && removeImage) throw new ValidationError('Send a new image or removeImage=true, not both');
  return image ? { kind: 'replace', bytes: image } : removeImage ? { kind: 'remove' } : { kind: 'keep' };
}
