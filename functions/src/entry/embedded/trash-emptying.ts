import { ITEM_KINDS } from '../../domain/registry/item-kinds.js';
import { deletePastRetention, retentionLine } from '../../domain/retention/retention.js';
import { emptyOldTrash, type TrashDeps } from '../../domain/trash/trash-use-cases.js';

/** How often the embedded home deletes for good what has been in the trash for 30 days, and personal data past its keeping. */
export const TRASH_EMPTYING_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The daily deletions, now and then daily until stopped: the trash's records older than 30 days, and
 * personal data older than the school keeps it (contact messages, inbox and trash: domain/retention).
 * The Firebase home's twin is the scheduled function in trash-schedule.ts. The timer is unref'd, so
 * it never keeps the process alive; a failed run is reported and the next one tries again.
 */
export async function startTrashEmptying(
  deps: Omit<TrashDeps, 'kinds'> & { log: (line: string) => void; onError: (error: unknown) => void },
  intervalMs = TRASH_EMPTYING_INTERVAL_MS,
): Promise<{ stop(): void }> {
  const run = async (): Promise<void> => {
    try {
      const emptied = await emptyOldTrash({ ...deps, kinds: ITEM_KINDS });
      if (emptied > 0) deps.log(`Deleted for good ${emptied} item(s) that had been in the trash for 30 days.`);
      const kept = retentionLine(await deletePastRetention({ ...deps, kinds: ITEM_KINDS }));
      if (kept) deps.log(kept);
    } catch (error) {
      deps.onError(error);
    }
  };
  await run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
