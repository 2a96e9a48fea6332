import type { DocumentData, StoredDocument } from '../../ports/document-store.js';

/** Stored documents carry `id`; the API's entities carry `_id` (the spec's field name). */
export function present<T extends DocumentData>(doc: StoredDocument<T>): Omit<T, 'id'> & { _id: string } {
  const { id, ...rest } = doc;
  return { ...(rest as unknown as Omit<T, 'id'>), _id: id };
}
