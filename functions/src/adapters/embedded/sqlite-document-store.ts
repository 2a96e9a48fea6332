import Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { ORDERED_FIELDS } from '../../domain/collections.js';
import { ConflictError, ValidationError } from '../../domain/errors.js';
import { isValidId, newId } from '../../domain/ids.js';
import type { DocumentData, DocumentStore, Query, StoredDocument } from '../../ports/document-store.js';
import { assertCollection, assertQuery, assertWritable, isInstant, withoutId } from '../document-store-guards.js';
import { orderSql, whereSql, type SqlParam } from './sqlite-query.js';

/**
 * All collections in one table of JSON documents, queried with SQLite's JSON functions. WAL plus
 * synchronous=FULL means an acknowledged write survives a power cut, which matters more to the
 * school than raw write speed (a few writes a minute at most).
 */
export class SqliteDocumentStore implements DocumentStore {
  private readonly db: Database.Database;
  // Each statement compiled once and kept: preparing it on every call was a few per cent of a busy
  // request's time. Bounded, since find's SQL varies with the query's filters, order and limit.
  private readonly statements = new LRUCache<string, Database.Statement>({ max: 200 });

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`CREATE TABLE IF NOT EXISTS documents (
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      data TEXT NOT NULL CHECK (json_valid(data)),
      PRIMARY KEY (collection, id)
    ) WITHOUT ROWID`);
    // The same expression the queries order by (sqlite-query.ts), so SQLite walks the index in order
    // and stops at the page's end instead of sorting every document of the collection.
    for (const field of ORDERED_FIELDS) {
      this.db.exec(`CREATE INDEX IF NOT EXISTS documents_by_${field} ON documents (collection, json_extract(data, '$.${field}'))`);
    }
  }

  async get<T extends DocumentData>(collection: string, id: string): Promise<StoredDocument<T> | null> {
    assertCollection(collection);
    if (!isValidId(id)) return null;
    const row = this.sql<[string, string], { data: string }>('SELECT data FROM documents WHERE collection = ? AND id = ?').get(
      collection,
      id,
    );
    return row ? { ...(JSON.parse(row.data) as T), id } : null;
  }

  async add(collection: string, data: DocumentData): Promise<string> {
    const id = newId();
    await this.create(collection, id, data);
    return id;
  }

  async create(collection: string, id: string, data: DocumentData): Promise<void> {
    assertWritable(collection, id, data);
    const result = this.sql('INSERT INTO documents (collection, id, data) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(
      collection,
      id,
      JSON.stringify(data),
    );
    if (result.changes === 0) throw new ConflictError(`${collection}/${id} already exists`);
  }

  async set(collection: string, id: string, data: DocumentData): Promise<void> {
    assertWritable(collection, id, data);
    this.sql('INSERT INTO documents (collection, id, data) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET data = excluded.data').run(
      collection,
      id,
      JSON.stringify(data),
    );
  }

  async update(collection: string, id: string, patch: DocumentData): Promise<boolean> {
    assertWritable(collection, id, patch);
    if (!isValidId(id)) return false;
    // Read-merge-write inside one transaction: better-sqlite3 is synchronous, so nothing interleaves.
    return this.db.transaction(() => {
      const row = this.sql<[string, string], { data: string }>('SELECT data FROM documents WHERE collection = ? AND id = ?').get(
        collection,
        id,
      );
      if (!row) return false;
      const merged = { ...(JSON.parse(row.data) as DocumentData), ...patch };
      this.sql('UPDATE documents SET data = ? WHERE collection = ? AND id = ?').run(JSON.stringify(merged), collection, id);
      return true;
    })();
  }

  async mutate<T extends DocumentData, R extends DocumentData = T>(
    collection: string,
    id: string,
    change: (current: StoredDocument<T> | null) => R | null,
  ): Promise<StoredDocument<R> | null> {
    assertCollection(collection);
    if (!isValidId(id)) throw new ValidationError('Invalid id');
    // better-sqlite3 is synchronous and `change` is too, so nothing interleaves between the read and
    // the write; IMMEDIATE takes the write lock first, so another process cannot slip in either.
    const run = this.db.transaction((): StoredDocument<R> | null => {
      const row = this.sql<[string, string], { data: string }>('SELECT data FROM documents WHERE collection = ? AND id = ?').get(
        collection,
        id,
      );
      const next = change(row ? { ...(JSON.parse(row.data) as T), id } : null);
      if (next === null) {
        this.sql('DELETE FROM documents WHERE collection = ? AND id = ?').run(collection, id);
        return null;
      }
      const data = withoutId(next);
      assertWritable(collection, id, data);
      this.sql('INSERT INTO documents (collection, id, data) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET data = excluded.data').run(
        collection,
        id,
        JSON.stringify(data),
      );
      return { ...(JSON.parse(JSON.stringify(data)) as R), id };
    });
    return run.immediate();
  }

  async delete(collection: string, id: string): Promise<boolean> {
    assertCollection(collection);
    if (!isValidId(id)) return false;
    return this.sql('DELETE FROM documents WHERE collection = ? AND id = ?').run(collection, id).changes > 0;
  }

  async find<T extends DocumentData>(collection: string, query: Query = {}): Promise<StoredDocument<T>[]> {
    assertCollection(collection);
    assertQuery(query);
    const { sql, params } = whereSql(collection, query);
    const orderBySql = orderSql(query.orderBy ?? []);
    const limitSql = query.limit === undefined ? '' : ` LIMIT ${query.limit}`;
    const rows = this.sql<SqlParam[], { id: string; data: string }>(
      `SELECT id, data FROM documents WHERE ${sql} ORDER BY ${orderBySql}${limitSql}`,
    ).all(...params);
    return rows.map((row) => ({ ...(JSON.parse(row.data) as T), id: row.id }));
  }

  async count(collection: string, query: Pick<Query, 'where'> = {}): Promise<number> {
    assertCollection(collection);
    assertQuery(query);
    const { sql, params } = whereSql(collection, query);
    const row = this.sql<SqlParam[], { n: number }>(`SELECT COUNT(*) AS n FROM documents WHERE ${sql}`).get(...params);
    return row?.n ?? 0;
  }

  async deleteExpired(collection: string, before: string): Promise<number> {
    assertCollection(collection);
    if (!isInstant(before)) throw new Error(`Invalid instant: ${before}`);
    // One statement, so one transaction and one sync however many records expired.
    return this.sql(
      "DELETE FROM documents WHERE collection = ? AND json_type(data, '$.expiresAt') = 'text' AND json_extract(data, '$.expiresAt') < ?",
    ).run(collection, before).changes;
  }

  /**
   * The JSON text of every document, one at a time (for the start-up sweep of unreferenced files).
   * Consume it synchronously: the connection is busy until the iteration ends.
   */
  *documentTexts(): IterableIterator<string> {
    // Its own statement, not a kept one: a statement being iterated cannot run anything else meanwhile.
    for (const row of this.db.prepare<[], { data: string }>('SELECT data FROM documents').iterate()) yield row.data;
  }

  /** The prepared statement for `text`, compiled on first use. */
  private sql<P extends unknown[] = unknown[], R = unknown>(text: string): Database.Statement<P, R> {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement as Database.Statement<P, R>;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
