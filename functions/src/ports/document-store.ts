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
  field: string;
  direction?: 'asc' | 'desc';
}
export interface Query {
  where?: WhereClause[];
  /** Keep ordered fields on every document: Firestore leaves out documents that lack them. */
  orderBy?: OrderClause[];
  limit?: number;
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
