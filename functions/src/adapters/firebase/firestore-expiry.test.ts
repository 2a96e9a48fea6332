import { readFile } from 'node:fs/promises';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRING, OTP_CODES, RATE_LIMITS } from '../../domain/collections.js';
import { startFirestoreEmulator } from '../../testing/firestore-emulator.js';
import { FirestoreDocumentStore } from './firestore-document-store.js';

// Firestore's TTL policies (firestore.indexes.json) delete a document only when its TTL field is a
// Timestamp: what the adapter stores is checked here with firebase-admin's own reads.
describe('FirestoreDocumentStore: expiresAt for the TTL policies', () => {
  let emulator: { db: Firestore; stop: () => Promise<void> };
  let store: FirestoreDocumentStore;
  const stored = async (collection: string, id: string): Promise<unknown> =>
    (await emulator.db.collection(collection).doc(id).get()).get('expiresAt');

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    store = new FirestoreDocumentStore(emulator.db);
  });
  afterAll(async () => emulator.stop());

  it('writes expiresAt as a Timestamp of the same instant and reads it back as the same ISO text', async () => {
    const at = '2026-11-25T20:15:30.250Z';
    for (const collection of EXPIRING) {
      await store.set(collection, 'rec1', { expiresAt: at, note: 'x' });
      const raw = await stored(collection, 'rec1');
      expect(raw).toBeInstanceOf(Timestamp);
      expect((raw as Timestamp).toDate().toISOString()).toBe(at);
      expect(await store.get(collection, 'rec1')).toEqual({ id: 'rec1', expiresAt: at, note: 'x' });
    }
  });

  it('keeps it a Timestamp through create, update and mutate', async () => {
    await store.create(OTP_CODES, 'created', { expiresAt: '2026-11-25T20:00:00.000Z' });
    expect(await stored(OTP_CODES, 'created')).toBeInstanceOf(Timestamp);
    await store.set(RATE_LIMITS, 'counter', { count: 1 });
    await store.update(RATE_LIMITS, 'counter', { expiresAt: '2026-11-25T21:00:00.000Z' });
    expect(await stored(RATE_LIMITS, 'counter')).toBeInstanceOf(Timestamp);
    const after = await store.mutate<{ count: number; expiresAt: string }>(RATE_LIMITS, 'counter', (current) => ({
      count: (current?.count ?? 0) + 1,
      expiresAt: current?.expiresAt ?? '',
    }));
    expect(after).toEqual({ id: 'counter', count: 2, expiresAt: '2026-11-25T21:00:00.000Z' });
    expect(await stored(RATE_LIMITS, 'counter')).toBeInstanceOf(Timestamp);
    expect(await store.get(RATE_LIMITS, 'counter')).toEqual({ id: 'counter', count: 2, expiresAt: '2026-11-25T21:00:00.000Z' });
  });

  it('deleteExpired deletes by that Timestamp', async () => {
    await store.set(OTP_CODES, 'old', { expiresAt: '2026-11-25T10:00:00.000Z' });
    await store.set(OTP_CODES, 'live', { expiresAt: '2026-11-25T12:00:00.000Z' });
    expect(await store.deleteExpired(OTP_CODES, '2026-11-25T11:00:00.000Z')).toBe(1);
    expect(await store.get(OTP_CODES, 'old')).toBeNull();
    expect(await store.get(OTP_CODES, 'live')).not.toBeNull();
  });
});

describe('firestore.indexes.json', () => {
  it('declares a TTL policy on expiresAt for every expiring collection, and for no other', async () => {
    type Override = { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes?: unknown[] };
    const config = JSON.parse(await readFile(new URL('../../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
      fieldOverrides: Override[];
    };
    const ttl = config.fieldOverrides.filter((override) => override.ttl === true);
    expect(ttl.map((override) => override.collectionGroup).sort()).toEqual([...EXPIRING].sort());
    for (const override of ttl) {
      expect(override.fieldPath).toBe('expiresAt');
      // firebase-tools requires the list; the usual single-field indexes stay, so queries on it still work.
      expect(override.indexes).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION' });
    }
  });
});
