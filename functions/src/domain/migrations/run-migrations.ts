import type { Clock } from '../../ports/clock.js';
import type { DocumentData, DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { MIGRATIONS } from '../collections.js';

// Stored data changes shape only through numbered migrations, each run once per store and recorded
// there, so the read paths can trust what they read and never write while reading. The embedded home
// runs them when it opens its store (entry/embedded/embedded-wiring.ts); on Firebase, `npm run deploy` runs
// `npm run migrate -- --firebase` before the new code goes live (entry/cli/migrate-cli.ts).

export interface MigrationDeps {
  store: DocumentStore;
  clock: Clock;
}

export interface Migration {
  /** Its number: migrations run in this order, and a number never changes once released. */
  id: number;
  /** What it does, for the record and the command's output. */
  name: string;
  /** Must be safe to run again (a run that failed half-way is retried whole). */
  run(deps: MigrationDeps): Promise<void>;
}

/**
 * A migration's usual step: every document of `collection` rewritten by `change`, one at a time, each
 * through `mutate` (a save meanwhile is kept, not overwritten). Safe to run again when `change` is.
 */
export async function rewriteEach<T extends DocumentData>(
  store: DocumentStore,
  collection: string,
  change: (current: StoredDocument<T>) => T,
): Promise<void> {
  for (const { id } of await store.find<T>(collection)) await store.mutate<T>(collection, id, (current) => current && change(current));
}

/** Runs the migrations this store has not recorded yet, in order, recording each; returns those it ran. */
export async function runMigrations(deps: MigrationDeps, migrations: readonly Migration[]): Promise<Migration[]> {
  const done = new Set((await deps.store.find(MIGRATIONS)).map((record) => record.id));
  const ran: Migration[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    if (done.has(String(migration.id))) continue;
    await migration.run(deps);
    await deps.store.set(MIGRATIONS, String(migration.id), { name: migration.name, ranAt: deps.clock.now().toISOString() });
    ran.push(migration);
  }
  return ran;
}
