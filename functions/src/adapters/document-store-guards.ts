import { ValidationError } from '../domain/errors.js';
import { isValidCollection, isValidField, isValidId } from '../domain/ids.js';
import { DOCUMENT_ID, type DocumentData, type Query } from '../ports/document-store.js';

// Checks shared by every DocumentStore adapter, so both refuse the same things the same way.
// These are programming errors (a route should have validated first), hence plain Errors.

export function assertCollection(collection: string): void {
  if (!isValidCollection(collection)) throw new Error(`Invalid collection name: ${collection}`);
}

export function assertWritable(collection: string, id: string, data: DocumentData): void {
  assertCollection(collection);
  if (!isValidId(id)) throw new ValidationError('Invalid id');
  for (const key of Object.keys(data)) {
    // Firestore reads dots in update keys as nested paths; refusing them keeps both adapters alike.
    if (key === 'id' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`Invalid field name: ${key}`);
  }
  // Firestore keeps it as a Timestamp (its TTL policies need one) and gives back this same text.
  if (data.expiresAt !== undefined && !isInstant(data.expiresAt))
    throw new Error(`expiresAt must be an ISO instant: ${JSON.stringify(data.expiresAt)}`);
}

/** An instant as Date.toISOString writes it, the only form that reads back from a Timestamp unchanged. */
export function isInstant(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(value) &&
    !Number.isNaN(Date.parse(value)) &&
    new Date(value).toISOString() === value
  );
}

/** What `mutate` stores of a change's answer: `id` is the document's address, never a field. */
export function withoutId<T extends DocumentData>(data: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = data;
  return rest;
}

export function assertQuery(query: Query): void {
  for (const { field } of [...(query.where ?? []), ...(query.orderBy ?? [])]) {
    if (!isValidField(field)) throw new Error(`Invalid field name: ${field}`);
  }
  if (query.limit !== undefined && (!Number.isInteger(query.limit) || query.limit < 1)) {
    throw new Error(`Invalid limit: ${query.limit}`);
  }
  if (query.startAfter !== undefined) assertCursor(query);
}

// Firestore would take fewer values than orderBy fields (a coarser position) and SQLite could not
// tell; a paged list always has all of them, so anything else is a mistake, refused alike by both.
function assertCursor({ orderBy = [], startAfter = [] }: Query): void {
  if (startAfter.length !== orderBy.length) {
    throw new Error(`startAfter needs one value per orderBy field: ${orderBy.length} expected, ${startAfter.length} given`);
  }
  startAfter.forEach((value, i) => {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'boolean' && !(kind === 'number' && Number.isFinite(value))) {
      throw new Error(`Invalid startAfter value: ${JSON.stringify(value)}`);
    }
    // Firestore turns it into a document path, so it must be one id and nothing more.
    if (orderBy[i]?.field === DOCUMENT_ID && !(typeof value === 'string' && isValidId(value))) {
      throw new Error(`Invalid startAfter value for ${DOCUMENT_ID}: ${JSON.stringify(value)}`);
    }
  });
}
