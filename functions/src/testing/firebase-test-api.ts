import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { FirebaseIdentity } from '../adapters/firebase/firebase-identity.js';
import { FirestoreDocumentStore } from '../adapters/firebase/firestore-document-store.js';
import { SessionIdentity } from '../domain/accounts/sessions.js';
import { systemClock } from '../ports/clock.js';
import type { AppDeps } from '../http/deps.js';
import { apiCaller, staffMaker, type TestApi } from './api-server.js';
import { DEMO_PROJECT, type FirebaseEmulators } from './firebase-emulators.js';

let apps = 0;

/**
 * The Firebase home as a TestApi: requests go through the Hosting emulator to the built Cloud
 * Function (the Functions Framework's parsing, the rewrites, the function's own Express app), and
 * `home` reaches the same emulated Firestore and Auth that the function uses, for fixtures and
 * oracles. The emulators are the run's shared ones (vitest.global-setup.ts).
 */
export function firebaseTestApi(
  hosts: Pick<FirebaseEmulators, 'hostingUrl' | 'authHost' | 'firestoreHost'>,
): TestApi<Pick<AppDeps, 'store' | 'identity'>> {
  // firebase-admin finds the emulators through these, as the function does.
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.authHost;
  const app = initializeApp({ projectId: DEMO_PROJECT }, `firebase-test-api-${process.pid}-${++apps}`);
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });
  const store = new FirestoreDocumentStore(db);
  // Wrapped as the function wraps it, so the tokens staff() makes are sessions the function accepts.
  const identity = new SessionIdentity(
    new FirebaseIdentity(getAuth(app), { apiKey: 'demo-api-key', authEmulatorHost: hosts.authHost }),
    store,
    systemClock,
  );
  return {
    url: hosts.hostingUrl,
    home: { store, identity },
    call: apiCaller(hosts.hostingUrl),
    staff: staffMaker(identity),
    close: () => deleteApp(app),
  };
}
