import { FirestoreServer } from './firestore-server.js';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { freePort } from './free-port.js';

/**
 * An in-process Firestore emulator (the official one needs Java 21, which this machine lacks).
 * It speaks Firestore's gRPC for get/set/update/delete, queries, counts and preconditions; what this
 * project teaches it (transactions, dotted paths, cursors) is in firestore-server.ts and
 * firestore-cursors.ts, and docs/testing.md. Keep the DocumentStore port inside what it does right.
 */
export async function startFirestoreEmulator(): Promise<{ db: Firestore; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = new FirestoreServer();
  await server.start(port);
  const name = `firestore-test-${port}`;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app = initializeApp({ projectId: 'demo-school' }, name);
  const db = getFirestore(app);
  db.settings({ host: `127.0.0.1:${port}`, ssl: false, ignoreUndefinedProperties: true });
  return {
    db,
    stop: async () => {
      await deleteApp(app);
      server.stop();
    },
  };
}
