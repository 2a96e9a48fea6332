import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FirestoreDocumentStore } from '../adapters/firebase/firestore-document-store.js';
import { SqliteDocumentStore } from '../adapters/embedded/sqlite-document-store.js';
import type { DocumentStore } from '../ports/document-store.js';
import { startFirestoreEmulator } from './firestore-emulator.js';

export type OpenStore = () => Promise<{ store: DocumentStore; dispose: () => Promise<void> }>;

/** A real SQLite file in a temporary folder, removed by `dispose`. */
export const openSqliteStore: OpenStore = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'school-sqlite-'));
  const store = new SqliteDocumentStore(join(dir, 'school.db'));
  return { store, dispose: async () => (await store.close(), await rm(dir, { recursive: true, force: true })) };
};

/** Firestore through firebase-admin and the in-process emulator (the official one needs Java). */
export const openFirestoreStore: OpenStore = async () => {
  const emulator = await startFirestoreEmulator();
  return { store: new FirestoreDocumentStore(emulator.db), dispose: emulator.stop };
};

/** Each home's DocumentStore, for `describe.each`: domain rules that lean on the store run on both. */
export const EACH_HOME_STORE: [string, OpenStore][] = [
  ['SQLite', openSqliteStore],
  ['Firestore', openFirestoreStore],
];
