// The one storage port for structured data. Its shape is the common ground of Firestore and SQLite:
// collections of JSON documents addressed by id, simple filters and ordering. Anything richer
// (joins, full-text) belongs in a use case, not here, so both adapters stay honest.

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue | undefined };
export type DocumentData = { [key: string]: JsonValue | undefined };
export type StoredDocument<T extends DocumentData = DocumentData> = T & { id: string };

export type WhereOperator = '==' | '<' | '<=' | '>' | '>=' | 'array-contains';
export interface WhereClause {
  field: string;
  op: WhereOperator;
  /** No null: Firestore's emulator here matches null wrongly, so the port does not offer it. */
  value: string | number | boolean;
}
export interface OrderClause {
  /** `id` (DOCUMENT_ID) means the document id: stored documents never have a field of that name. */
  field: string;
  direction?: 'asc' | 'desc';
}
/** The orderBy field that means the document id (Firestore's FieldPath.documentId()). */
export const DOCUMENT_ID = 'id';
export type CursorValue = string | number | boolean;
/**
 * A page of a list is a query with `limit`, and the next page the same query with `startAfter`
 * set to the values of its orderBy fields in the last document of this page.
 *
 * A paged query must end its orderBy with `id`, so that no two documents share a position: a page
 * boundary inside a run of equal dates then neither skips nor repeats a document. Give `id` the
 * direction of the field before it: Firestore's indexes end with the document id in the direction
 * of their last field, so `(createdAt desc, id desc)` is served by the index `createdAt desc` is,
 * while `(createdAt desc, id asc)` needs one of its own. Every paged query with a `where` needs its
 * composite index in firestore.indexes.json (Firestore refuses the query without it; SQLite and the
 * test emulator do not care, so only a deployed Firestore would tell).
 */
export interface Query {
  where?: WhereClause[];
  /**
   * Keep ordered fields on every document, with one kind of value each (all strings, all numbers):
   * Firestore leaves out documents that lack them and orders kinds in its own way.
   */
  orderBy?: OrderClause[];
  limit?: number;
  /**
   * Start right after this position: one value per orderBy field, in the same order (for `id`, the
   * document id). A position, not a document: it need not exist any more. Firestore's `startAfter`.
   */
  startAfter?: CursorValue[];
}

export interface DocumentStore {
  /** null when absent, also for ids that could never exist (so a bad id in a URL becomes a 404). */
  get<T extends DocumentData>(collection: string, id: string): Promise<StoredDocument<T> | null>;
  /** Stores under a new random id and returns it. */
  add(collection: string, data: DocumentData): Promise<string>;
  /** Stores under the given id; throws ConflictError when that id is taken (used for uniqueness). */
  create(collection: string, id: string, data: DocumentData): Promise<void>;
  /** Creates or replaces the whole document. */
  set(collection: string, id: string, data: DocumentData): Promise<void>;
  /** Replaces the given top-level fields; false when the document does not exist. */
  update(collection: string, id: string, patch: DocumentData): Promise<boolean>;
  /** false when there was nothing to delete. */
  delete(collection: string, id: string): Promise<boolean>;
  /**
   * One atomic read-modify-write of one document, for writes that depend on what is stored (adding a
   * photo to a gallery, a version check): no other write to the document lands between the read and
   * the write. `change` gets the document (null when absent) and returns the whole new document, or
   * null to delete it; to change nothing, throw (the error is passed on and nothing is written).
   * `change` must be synchronous and pure: Firestore runs it again when another write got there first.
   * Returns what is stored afterwards (null when deleted).
   */
  mutate<T extends DocumentData, R extends DocumentData = T>(
    collection: string,
    id: string,
    change: (current: StoredDocument<T> | null) => R | null,
  ): Promise<StoredDocument<R> | null>;
  find<T extends DocumentData>(collection: string, query?: Query): Promise<StoredDocument<T>[]>;
  count(collection: string, query?: Pick<Query, 'where'>): Promise<number>;
  /**
   * Deletes every document of the collection whose `expiresAt` is earlier than `before` (both
   * instants as Date.toISOString writes them) and says how many; for the sweep of short-lived records.
   */
  deleteExpired(collection: string, before: string): Promise<number>;
  close(): Promise<void>;
}
