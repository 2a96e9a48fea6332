import type { ItemKind } from '../item-kinds/item-kind.js';
import { dropRevisions } from '../revisions/revision-records.js';
import { readSchoolSettings } from '../settings/school-settings.js';
import { emptyTrashOlderThan, type TrashDeps } from '../trash/trash-use-cases.js';

// Personal data kept no longer than the school says (issue 37; the DPDP Act asks that data be erased
// once its purpose is served). Every kind with `retention` in the registry (contact messages now,
// enquiries later) loses the items older than its months, in its collection and in the trash alike.
// Run daily by each home: entry/embedded/retention-run.ts, entry/firebase/retention-schedule.ts.

/** Deleted in one go at most, so a first run on a large archive never holds the store for long. */
const BATCH = 200;

export interface RetentionResult {
  kind: string;
  months: number;
  deleted: number;
}

/** `months` calendar months before `now`, as an instant. */
export function monthsBefore(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/** Deletes what each kind keeps past its months; says how many of each, inbox and trash together. */
export async function deletePastRetention(deps: TrashDeps): Promise<RetentionResult[]> {
  const settings = await readSchoolSettings(deps);
  const results: RetentionResult[] = [];
  for (const kind of deps.kinds.all) {
    if (!kind.retention) continue;
    const months = kind.retention.months(settings);
    const before = monthsBefore(deps.clock.now(), months);
    const { field } = kind.retention;
    const deleted = (await deleteItemsBefore(deps, kind, field, before)) + (await emptyTrashOlderThan(deps, kind, field, before));
    results.push({ kind: kind.name, months, deleted });
  }
  return results;
}

/** Deletes the kind's items older than `before`, with their revisions (which hold the same personal data). */
async function deleteItemsBefore({ store }: TrashDeps, kind: ItemKind, field: string, before: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const old = await store.find(kind.collection, { where: [{ field, op: '<', value: before }], orderBy: [{ field }], limit: BATCH });
    for (const item of old) {
      if (await store.delete(kind.collection, item.id)) deleted++;
      if (kind.revisions) await dropRevisions(store, kind.name, item.id);
    }
    if (old.length < BATCH) return deleted;
  }
}

/** The log's line for a run: only when something went. */
export function retentionLine(results: readonly RetentionResult[]): string | null {
  const gone = results.filter((result) => result.deleted > 0);
  if (gone.length === 0) return null;
  return `Deleted by the retention limits: ${gone.map((one) => `${one.deleted} ${one.kind}(s) older than ${one.months} months`).join(', ')}.`;
}
