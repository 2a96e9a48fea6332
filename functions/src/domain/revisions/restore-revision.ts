import { contentInputSchema } from '@school/shared/content-schemas';
import type { EventDoc } from '@school/shared/event-schemas';
import { versionOf } from '@school/shared/item-version';
import type { RevisionAuthor, RevisionKind } from '@school/shared/revision-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import { updatePage } from '../content/content-use-cases.js';
import { editableFields, editItem, getItem, presentItem } from '../events/event-items.js';
import { CONTENT } from '../collections.js';
import { NotFoundError } from '../errors.js';
import { parse } from '../parse.js';
import { getRevision } from './revision-records.js';

// Restoring a revision is an ordinary save of its fields through the item's own update use case:
// the same validation, the version check against what is stored now (409 if someone saved since it
// was read here), and the version it replaces is kept as a new revision. Images are not brought
// back: the files of a replaced image may be gone, so the item keeps the image it has now.

export interface RestoreDeps {
  store: DocumentStore;
  files: FileStore;
  clock: Clock;
  log?: Pick<Console, 'error'> | undefined;
}

/** Saves the revision's fields as the item's current version; answers the item as its route would. */
export async function restoreRevision(
  deps: RestoreDeps,
  target: { kind: RevisionKind; itemId: string; revisionId: string },
  by: RevisionAuthor,
): Promise<Record<string, unknown>> {
  const { kind, itemId, revisionId } = target;
  const revision = await getRevision(deps.store, kind, itemId, revisionId);
  if (kind === 'event') {
    const current = await getItem(deps.store, itemId, deps.clock);
    const raw = editableFields(revision.item as unknown as EventDoc);
    const saved = await editItem(deps, itemId, async () => ({ raw, change: { kind: 'keep' }, version: versionOf(current), by }));
    return presentItem(saved);
  }
  const current = await deps.store.get<{ version?: number }>(CONTENT, itemId);
  if (!current) throw new NotFoundError('Content not found');
  const { title, slug, content, type, status, publishAt } = revision.item;
  const input = parse(contentInputSchema, { title, slug, content, type, status, publishAt, version: versionOf(current) });
  return updatePage(deps, itemId, input, by);
}
