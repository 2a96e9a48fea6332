import { getApps, initializeApp } from 'firebase-admin/app';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FirestoreDocumentStore } from '../../adapters/firebase/firestore-document-store.js';
import { instanceFirestore } from '../../adapters/firebase/instance-firestore.js';
import { deleteExpiredCodeRecords } from '../../domain/expiry.js';
import { systemClock } from '../../ports/clock.js';
import { readFirebaseEnv } from './firebase-env.js';

// The Firebase home's deletion of expired one-time codes, their guesses and verified addresses,
// every five minutes: Firestore's TTL policies (firestore.indexes.json) delete them only "within
// about 24 hours", too long for records of a parent's address (issue 37); they stay as a backstop.
// The embedded home sweeps the same collections as often (entry/embedded/server.ts). Exported by
// entry/firebase/cloud-function.ts, so the same bundle deploys it; Cloud Scheduler runs it.

const env = readFirebaseEnv();

export const deleteExpiredCodes = onSchedule(
  { schedule: 'every 5 minutes', region: env.API_REGION, memory: '256MiB', timeoutSeconds: 120 },
  async () => {
    const store = new FirestoreDocumentStore(instanceFirestore(getApps()[0] ?? initializeApp()));
    const deleted = await deleteExpiredCodeRecords(store, systemClock);
    if (deleted > 0) console.info(`Deleted ${deleted} expired code record(s).`);
  },
);
