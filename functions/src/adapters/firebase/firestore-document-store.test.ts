import { documentStoreContract } from '../../ports/document-store.contract.js';
import { startFirestoreEmulator } from '../../testing/firestore-emulator.js';
import { FirestoreDocumentStore } from './firestore-document-store.js';

// Runs the same contract against firebase-admin talking gRPC to an in-process Firestore emulator.
documentStoreContract('FirestoreDocumentStore (firebase-admin 13, Firestore emulator)', async () => {
  const emulator = await startFirestoreEmulator();
  return { store: new FirestoreDocumentStore(emulator.db), dispose: emulator.stop };
});
