import type { RevisionAuthor } from '@school/shared/revision-schemas';
import { recordAs } from '../audit/audit-log.js';
import type { DocumentData } from '../../ports/document-store.js';
import type { ItemKinds, RestoreDeps } from '../item-kinds/item-kind.js';
import { getRevision, revisionsOf } from './revision-records.js';

// Restoring a revision is an ordinary save of its fields through the item's own update use case
// (its ItemKind's `revisions.restore`): the same validation, the version check against what is
// stored now (409 if someone saved since it was read here), and the version it replaces is kept as a
// new revision. The version's photo comes back with it (restore-images.ts).

export type { RestoreDeps } from '../item-kinds/item-kind.js';

/** Saves the revision's fields as the item's current version; answers the item as its own update use case does. */
export async function restoreRevision(
  deps: RestoreDeps & { kinds: ItemKinds },
  target: { kind: string; itemId: string; revisionId: string },
  by: RevisionAuthor,
): Promise<object> {
  const { kind, itemId, revisionId } = target;
  const support = revisionsOf(deps, kind);
  const revision = await getRevision(deps, kind, itemId, revisionId);
  const restored = await support.restore(deps, itemId, revision, by);
  // The log names the item the revision is of, with its title as restored.
  const itemKind = deps.kinds.named(kind);
  if (itemKind) {
    const itemTitle = itemKind.titleOf?.(restored as DocumentData) ?? null;
    await recordAs(deps, by, { action: 'restore', itemKind: itemKind.audit, itemId, itemTitle, detail: 'An earlier version' });
  }
  return restored;
}
