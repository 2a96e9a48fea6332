import type { CursorValue } from '../../ports/document-store.js';
import { ValidationError } from '../errors.js';
import { isValidId } from '../ids.js';

// Where a page of a list starts: the position (an instant the list is ordered by, the id) of the
// last item of the page before, as base64url JSON. A position, not an item: the item may have gone
// since, and the next page still starts right after where it was. Opaque to clients; checked here,
// since it is theirs to send.

const INVALID = 'Invalid page address';
// An instant as the store writes them (Date#toISOString). Fixed widths: no backtracking.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodePosition(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

/** The store's `startAfter` for a list ordered by (an instant, the id); a 400 for anything else. */
export function decodePosition(cursor: string): CursorValue[] {
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
