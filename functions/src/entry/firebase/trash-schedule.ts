import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { CloudStorageFileStore } from '../../adapters/firebase/cloud-storage-file-store.js';
import { FirestoreDocumentStore } from '../../adapters/firebase/firestore-document-store.js';
import { instanceFirestore } from '../../adapters/firebase/instance-firestore.js';
import { ITEM_KINDS } from '../../domain/registry/item-kinds.js';
import { deletePastRetention, retentionLine } from '../../domain/retention/retention.js';
import { emptyOldTrash } from '../../domain/trash/trash-use-cases.js';
import { systemClock } from '../../ports/clock.js';
import { readFirebaseEnv } from './firebase-env.js';

// The Firebase home's daily deletions: what has been in the trash for 30 days goes for good with its
// files, and personal data past the school's keeping (contact messages, inbox and trash: domain/retention).
// The embedded home does the same at start and daily: trash-emptying.ts.
// Exported by entry/firebase/cloud-function.ts, so the same bundle deploys it; Cloud Scheduler runs it.

const env = readFirebaseEnv();

export const emptyTrash = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'Asia/Kolkata', region: env.API_REGION, memory: '256MiB', timeoutSeconds: 540 },
  async () => {
    const app = getApps()[0] ?? initializeApp();
    const store = new FirestoreDocumentStore(instanceFirestore(app));
    const files = new CloudStorageFileStore(getStorage(app).bucket(), { storageEmulatorHost: env.FIREBASE_STORAGE_EMULATOR_HOST });
    const emptied = await emptyOldTrash({ store, files, clock: systemClock, kinds: ITEM_KINDS });
    console.info(`Deleted for good ${emptied} item(s) that had been in the trash for 30 days.`);
    const kept = retentionLine(await deletePastRetention({ store, files, clock: systemClock, kinds: ITEM_KINDS }));
    if (kept) console.info(kept);
  },
);
