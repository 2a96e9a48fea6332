import { createRequire } from 'node:module';
import type { FirestoreServer as FirestoreServerType } from '@firestore-emulator/server';

// The package's ESM build imports files without extensions, which Node refuses when vite's
// resolver prefers its "module" field; its CommonJS build loads everywhere.
const { FirestoreServer } = createRequire(import.meta.url)('@firestore-emulator/server') as { FirestoreServer: typeof FirestoreServerType };

export { FirestoreServer };
