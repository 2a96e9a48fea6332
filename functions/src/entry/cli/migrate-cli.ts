import { fileURLToPath } from 'node:url';
import { runMigrations, type MigrationDeps } from '../../domain/migrations/run-migrations.js';
import { MIGRATION_LIST } from '../../domain/registry/migrations.js';
import { systemClock } from '../../ports/clock.js';
import { embeddedHome } from '../embedded/embedded-wiring.js';
import { readEnv } from '../embedded/env.js';

// `npm run migrate`: the data migrations a store has not run yet (domain/registry/migrations.ts).
// The embedded home runs them itself whenever it opens its data folder, so this is for Firebase:
// `npm run migrate -- --firebase` on the project in GOOGLE_CLOUD_PROJECT (application default
// credentials) or the emulator in FIRESTORE_EMULATOR_HOST. `npm run deploy` runs it before the new
// code goes live; the old code reads migrated data as well.

async function migrateFirebase(): Promise<string[]> {
  // Imported only here, so the embedded command never loads firebase-admin.
  const { firestoreStore } = await import('../firebase/firebase-wiring.js');
  const deps: MigrationDeps = { store: firestoreStore(), clock: systemClock };
  return (await runMigrations(deps, MIGRATION_LIST)).map((migration) => `${migration.id}. ${migration.name}`);
}

async function main(): Promise<void> {
  try {
    if (process.argv.includes('--firebase')) {
      const ran = await migrateFirebase();
      console.log(ran.length ? `Ran:\n${ran.join('\n')}` : 'Nothing to migrate: every migration has run.');
    } else {
      // Opening the embedded home runs what is missing.
      const home = await embeddedHome(readEnv());
      await home.close();
      console.log(`The data in ${home.dataDir} is up to date.`);
    }
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
