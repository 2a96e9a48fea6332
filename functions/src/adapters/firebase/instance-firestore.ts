import type { App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * The app's Firestore as the Firebase home's entries use it (the scheduled functions; the API's
 * wiring does the same): a field set to undefined is left out rather than refused.
 */
export function instanceFirestore(app: App): Firestore {
  const db = getFirestore(app);
  try {
    db.settings({ ignoreUndefinedProperties: true });
  } catch {
    // settings() may be called once per instance, and the API and the schedules may share one.
  }
  return db;
}
