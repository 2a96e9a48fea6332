import { versionFieldSchema } from '@school/shared/item-version';
import { ValidationError } from '../errors.js';
import { parse } from '../parse.js';

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
}

// Old clients wrap a tag in an array or two; nobody wraps it ten times.
const MAX_TAG_NESTING = 10;

const TEXT_FIELDS = ['title', 'description', 'type', 'startDate', 'endDate', 'location', 'publishAt'] as const;

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
