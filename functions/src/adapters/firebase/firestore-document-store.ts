import { FieldPath, type Firestore, type Query as FirestoreQuery } from 'firebase-admin/firestore';
import { ConflictError, ValidationError } from '../../domain/errors.js';
import { isValidId, newId } from '../../domain/ids.js';
import { DOCUMENT_ID, type DocumentData, type DocumentStore, type Query, type StoredDocument } from '../../ports/document-store.js';
import { assertCollection, assertQuery, assertWritable, isInstant, withoutId } from '../document-store-guards.js';
import { EXPIRES_AT, fromFirestore, toFirestore, whereValue } from './firestore-expiry.js';

// gRPC status codes Firestore answers with.
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
// Firestore's most writes in one batch.
const DELETE_PAGE = 500;

// The SDK's default is 5; twenty photos uploaded to one gallery at once must all get in.
const MUTATE_ATTEMPTS = 30;

const hasCode = (error: unknown, code: number): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** Collections map to top-level Firestore collections; documents keep the same JSON shape as SQLite. */
export class FirestoreDocumentStore implements DocumentStore {
  constructor(private readonly db: Firestore) {}

  async get<T extends DocumentData>(collection: string, id: string): Promise<StoredDocument<T> | null> {
    assertCollection(collection);
    if (!isValidId(id)) return null;
    const snapshot = await this.db.collection(collection).doc(id).get();
    return snapshot.exists ? { ...fromFirestore<T>(snapshot.data()), id } : null;
  }

  async add(collection: string, data: DocumentData): Promise<string> {
    const id = newId();
    await this.create(collection, id, data);
    return id;
  }

  async create(collection: string, id: string, data: DocumentData): Promise<void> {
    assertWritable(collection, id, data);
    try {
      await this.db.collection(collection).doc(id).create(toFirestore(data));
    } catch (error) {
      if (hasCode(error, ALREADY_EXISTS)) throw new ConflictError(`${collection}/${id} already exists`);
      throw error;
    }
  }

  async set(collection: string, id: string, data: DocumentData): Promise<void> {
    assertWritable(collection, id, data);
    // Delete-then-set in one batch is an atomic replace in Firestore, and also in the emulator used
    // for tests, whose plain set() wrongly merges into the old fields.
    const ref = this.db.collection(collection).doc(id);
    await this.db.batch().delete(ref).set(ref, toFirestore(data)).commit();
  }

  async update(collection: string, id: string, patch: DocumentData): Promise<boolean> {
    assertWritable(collection, id, patch);
    if (!isValidId(id)) return false;
    try {
      await this.db.collection(collection).doc(id).update(toFirestore(patch));
      return true;
    } catch (error) {
      if (hasCode(error, NOT_FOUND)) return false;
      throw error;
    }
  }

  async mutate<T extends DocumentData, R extends DocumentData = T>(
    collection: string,
    id: string,
    change: (current: StoredDocument<T> | null) => R | null,
  ): Promise<StoredDocument<R> | null> {
    assertCollection(collection);
    if (!isValidId(id)) throw new ValidationError('Invalid id');
    const ref = this.db.collection(collection).doc(id);
    // A transaction reads the document and writes it back only if nobody wrote it meanwhile; when
    // someone did, Firestore answers ABORTED and the SDK runs the whole function again with backoff.
    return this.db.runTransaction(
      async (tx) => {
        const snapshot = await tx.get(ref);
        const next = change(snapshot.exists ? { ...fromFirestore<T>(snapshot.data()), id } : null);
        if (next === null) {
          if (snapshot.exists) tx.delete(ref);
          return null;
        }
        const data = withoutId(next);
        assertWritable(collection, id, data);
        // Delete-then-set is an atomic replace (see set); the emulator's plain set would merge.
        tx.delete(ref).set(ref, toFirestore(data));
        return { ...(data as R), id };
      },
      { maxAttempts: MUTATE_ATTEMPTS },
    );
  }

  async delete(collection: string, id: string): Promise<boolean> {
    assertCollection(collection);
    if (!isValidId(id)) return false;
    // A precondition makes "was it there?" and the delete one atomic step.
    try {
      await this.db.collection(collection).doc(id).delete({ exists: true });
      return true;
    } catch (error) {
      if (hasCode(error, NOT_FOUND)) return false;
      throw error;
    }
  }

  async find<T extends DocumentData>(collection: string, query: Query = {}): Promise<StoredDocument<T>[]> {
    const snapshot = await this.toFirestoreQuery(collection, query).get();
    return snapshot.docs.map((doc) => ({ ...fromFirestore<T>(doc.data()), id: doc.id }));
  }

  async count(collection: string, query: Pick<Query, 'where'> = {}): Promise<number> {
    const snapshot = await this.toFirestoreQuery(collection, query).count().get();
    return snapshot.data().count;
  }

  async deleteExpired(collection: string, before: string): Promise<number> {
    assertCollection(collection);
    if (!isInstant(before)) throw new Error(`Invalid instant: ${before}`);
    // TTL policies delete the rest within a day; this serves deleteExpiredCodes (code-expiry-schedule.ts) and the contract.
    const expired = this.db.collection(collection).where(EXPIRES_AT, '<', whereValue({ field: EXPIRES_AT, value: before }));
    let deleted = 0;
    for (;;) {
      const page = await expired.select().limit(DELETE_PAGE).get();
      if (page.empty) return deleted;
      const batch = this.db.batch();
      for (const doc of page.docs) batch.delete(doc.ref);
      await batch.commit();
      deleted += page.size;
    }
  }

  async close(): Promise<void> {
    await this.db.terminate();
  }

  private toFirestoreQuery(collection: string, query: Query): FirestoreQuery {
    assertCollection(collection);
    assertQuery(query);
    let q: FirestoreQuery = this.db.collection(collection);
    for (const clause of query.where ?? []) q = q.where(clause.field, clause.op, whereValue(clause));
    const orders = query.orderBy ?? [];
    for (const { field, direction } of orders) q = q.orderBy(field === DOCUMENT_ID ? FieldPath.documentId() : field, direction ?? 'asc');
    // assertQuery made it one value per orderBy field; for the document id, the SDK turns the id
    // string into the document's path, which is what Firestore compares names by.
    if (query.startAfter?.length) {
      q = q.startAfter(...query.startAfter.map((value, i) => whereValue({ field: orders[i]?.field ?? '', value })));
    }
    if (query.limit !== undefined) q = q.limit(query.limit);
    return q;
  }
}
