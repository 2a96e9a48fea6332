import { z } from 'zod';
import { parseEnv } from '../embedded/env.js';

// What the Firebase home reads from the process environment, checked once where the home is
// wired and passed in, so the adapters never look at process.env. The deployed function's other
// settings are Functions params (cloud-function.ts); these are the ones params cannot carry.
const firebaseEnvSchema = z.object({
  /** Region of the Cloud Function, read when the CLI loads it; Mumbai is the region nearest Faridkot. */
  API_REGION: z.string().min(1).default('asia-south1'),
  /** The project's Web API key, for the CLIs' --firebase mode (the function gets it as a param). */
  WEB_API_KEY: z.string().min(1).optional(),
  /** host:port of the Auth emulator, set by `firebase emulators:start` and the tests. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  /** host:port (or URL) of the Storage emulator or its fake, likewise. */
  FIREBASE_STORAGE_EMULATOR_HOST: z.string().min(1).optional(),
  /** The project id, set by the Functions runtime and the emulators: the default Hosting address in mails' links. */
  GCLOUD_PROJECT: z.string().min(1).optional(),
});

export type FirebaseEnv = z.infer<typeof firebaseEnvSchema>;

export function readFirebaseEnv(source: NodeJS.ProcessEnv = process.env): FirebaseEnv {
  return parseEnv(firebaseEnvSchema, source);
}
