import { EDIT_CONFLICT_MESSAGE, versionOf } from '@school/shared/item-version';
import { ConflictError } from './errors.js';

/**
 * The version a write stores: one more than the stored one. Call it inside `store.mutate`, so the
 * check and the write are one atomic step. `loaded` is the version the editor loaded, when the
 * request sent one: an older one means someone saved in between, and the write is refused (409)
 * before anything changes. Without `loaded` (uploads, API clients without versions) it just counts.
 */
export function nextVersion(stored: { version?: number | undefined }, loaded?: number): number {
  const current = versionOf(stored);
  if (loaded !== undefined && loaded < current) throw new ConflictError(EDIT_CONFLICT_MESSAGE);
  return current + 1;
}
