import type { EventDoc } from '@school/shared/event-schemas';
import type { CursorValue } from '../../ports/document-store.js';
import { ValidationError } from '../errors.js';
import { isValidId } from '../ids.js';

// Where a page of news starts: the position (publish instant, id) of the last item of the page
// before, as base64url JSON. A position, not an item: the item may have gone since, and the next
// page still starts right after where it was. Opaque to clients; checked here, since it is theirs
// to send.

const INVALID = 'Invalid page address';
// An instant as the store writes them (Date#toISOString). Fixed widths: no backtracking.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeCursor(item: Pick<EventDoc, 'publishedAt'> & { id: string }): string {
  return Buffer.from(JSON.stringify([item.publishedAt, item.id])).toString('base64url');
}

export function decodeCursor(cursor: string): CursorValue[] {
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ValidationError(INVALID);
  }
  if (!Array.isArray(position) || position.length !== 2) throw new ValidationError(INVALID);
  const [at, id] = position as unknown[];
  if (typeof at !== 'string' || !INSTANT.test(at) || typeof id !== 'string' || !isValidId(id)) throw new ValidationError(INVALID);
  return [at, id];
}
