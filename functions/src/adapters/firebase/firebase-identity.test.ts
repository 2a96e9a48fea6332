import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { inject } from 'vitest';
import { identityContract } from '../../ports/identity.contract.js';
import { DEMO_PROJECT } from '../../testing/firebase-emulators.js';
import { FirebaseIdentity } from './firebase-identity.js';

// The same contract as LocalIdentity, against firebase-tools' Auth emulator (started once per run
// by vitest.global-setup.ts): Identity Toolkit sign-in, session cookies, revocation, role claims.
identityContract('FirebaseIdentity (Firebase Auth emulator)', async () => {
  const authEmulatorHost = inject('firebase').authHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost; // for firebase-admin itself
  const app = initializeApp({ projectId: DEMO_PROJECT }, `identity-test-${Date.now()}`);
  return {
    identity: new FirebaseIdentity(getAuth(app), { apiKey: 'demo-api-key', authEmulatorHost }),
    dispose: () => deleteApp(app),
  };
});
