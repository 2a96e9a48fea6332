import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { fileStoreContract } from '../../ports/file-store.contract.js';
import { startFakeGcs } from '../../testing/fake-gcs.js';
import { CloudStorageFileStore } from './cloud-storage-file-store.js';

// Cloud Storage cannot run here (its emulator needs Java 21), so firebase-admin talks to a small
// fake of the Storage JSON API (testing/fake-gcs.ts) through FIREBASE_STORAGE_EMULATOR_HOST.
fileStoreContract('CloudStorageFileStore (firebase-admin 13, fake Storage JSON API)', async () => {
  const gcs = await startFakeGcs();
  const previous = { fb: process.env.FIREBASE_STORAGE_EMULATOR_HOST, gcs: process.env.STORAGE_EMULATOR_HOST };
  delete process.env.STORAGE_EMULATOR_HOST;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = gcs.host;
  const app = initializeApp({ projectId: 'demo-school', storageBucket: 'demo-school.appspot.com' }, `storage-test-${Date.now()}`);
  const files = new CloudStorageFileStore(getStorage(app).bucket(), { storageEmulatorHost: gcs.host });
  return {
    files,
    fetchPublic: (url) => fetch(url),
    dispose: async () => {
      await deleteApp(app);
      await gcs.stop();
      process.env.FIREBASE_STORAGE_EMULATOR_HOST = previous.fb;
      if (previous.gcs === undefined) delete process.env.STORAGE_EMULATOR_HOST;
    },
  };
});
