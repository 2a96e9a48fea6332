import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { CloudStorageFileStore } from '../../adapters/firebase/cloud-storage-file-store.js';
import { FirebaseIdentity } from '../../adapters/firebase/firebase-identity.js';
import { FirestoreDocumentStore } from '../../adapters/firebase/firestore-document-store.js';
import { NodemailerMailer } from '../../adapters/mail/nodemailer-mailer.js';
import type { AppDeps } from '../../http/deps.js';
import { systemClock } from '../../ports/clock.js';
import { SessionIdentity } from '../../domain/accounts/sessions.js';
import { addressOf } from '../../domain/mail-address.js';
import { ITEM_KINDS } from '../../domain/registry/item-kinds.js';
import { watchSearchedWrites } from '../../domain/search/watched-store.js';

export interface FirebaseSettings {
  /** The project's Web API key, for the Identity Toolkit sign-in call. */
  webApiKey: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where contact-form messages are forwarded; defaults to the mailFrom address. */
  officeEmail?: string;
  /** Defaults to the project's default bucket. */
  storageBucket?: string;
  /** The emulators' host:port when they stand in for Google's services (see firebase-env.ts). */
  authEmulatorHost?: string;
  storageEmulatorHost?: string;
  /** The site's public address for links in mails (SITE_URL); defaults to the project's Hosting address. */
  siteUrl?: string;
  projectId?: string;
}

/**
 * The Firebase home: Firestore, Cloud Storage and Firebase Auth through firebase-admin, with
 * application default credentials (the function's service account, or the emulators' variables).
 * Imported only by the Cloud Function and the admin CLI's --firebase mode, never by the
 * embedded server, so neither home loads the other's libraries.
 */
export function firebaseHome(settings: FirebaseSettings): AppDeps & { close(): Promise<void> } {
  const app = defaultApp(settings.storageBucket);
  const db = getFirestore(app);
  try {
    db.settings({ ignoreUndefinedProperties: true });
  } catch {
    // settings() may be called once per instance; a warm function reuses its instance.
  }
  if (!settings.smtpUrl) console.warn('SMTP_URL is not set: mail cannot be sent. Set it with: firebase functions:secrets:set SMTP_URL');
  const mailer = settings.smtpUrl ? new NodemailerMailer({ from: settings.mailFrom, smtpUrl: settings.smtpUrl }) : undeliverable;
  // Everything writes through this one store, which tells every instance's site search of its writes.
  const store = watchSearchedWrites(new FirestoreDocumentStore(db), ITEM_KINDS, systemClock);
  return {
    store,
    files: new CloudStorageFileStore(getStorage(app).bucket(settings.storageBucket), settings),
    // Sessions that end one at a time ("Sign out" on one device): domain/accounts/sessions.ts.
    identity: new SessionIdentity(firebaseIdentity(settings), store, systemClock),
    mailer,
    clock: systemClock,
    config: {
      officeEmail: settings.officeEmail || addressOf(settings.mailFrom),
      siteUrl: settings.siteUrl || `https://${settings.projectId ?? 'your-project'}.web.app`,
    },
    close: async () => mailer.close(),
  };
}

/** Firebase Auth alone, for the admin CLI's --firebase mode (no Firestore, Storage or mail). */
export function firebaseIdentity({
  webApiKey,
  authEmulatorHost,
}: Pick<FirebaseSettings, 'webApiKey' | 'authEmulatorHost'>): FirebaseIdentity {
  return new FirebaseIdentity(getAuth(defaultApp()), { apiKey: webApiKey, authEmulatorHost });
}

/** Firestore alone, for the data migrations (entry/cli/migrate-cli.ts): the project or emulator the environment names. */
export function firestoreStore(): FirestoreDocumentStore {
  return new FirestoreDocumentStore(getFirestore(defaultApp()));
}

function defaultApp(storageBucket?: string) {
  return getApps()[0] ?? initializeApp(storageBucket ? { storageBucket } : undefined);
}

// Without SMTP settings a send fails loudly (and the route answers with an error) instead of
// pretending a parent's message reached the office.
const undeliverable = {
  send: async () => {
    throw new Error('Mail is not configured (SMTP_URL secret missing)');
  },
  close: async () => {},
};
