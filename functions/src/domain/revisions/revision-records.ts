import { REVISIONS_KEPT, type FieldChange, type RevisionAuthor } from '@school/shared/revision-schemas';
import { versionOf } from '@school/shared/item-version';
import type { Clock } from '../../ports/clock.js';
import type { DocumentData, DocumentStore, Query, StoredDocument } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import { REVISIONS } from '../collections.js';
import { NotFoundError } from '../errors.js';
import { releaseFiles } from '../images/file-users.js';
import type { FileHolder, ItemKinds, RevisionSupport, StoredRevision } from '../item-kinds/item-kind.js';

// Revisions of the kinds with `revisions` in the registry (news items, events, content pages, the
// settings' facts and page texts): each save keeps the version it replaced (keepRevision, called by
// the update use cases after a successful write). Restoring one is a normal save of its fields
// (restore-revision.ts), so it is itself kept as a revision and version-checked. Each revision lists
// the keys of the image files its version shows (`fileKeys`), which every path deleting image files
// skips (domain/images/file-users.ts); when revisions go, so do the files only they held.

export interface RevisionDeps {
  store: DocumentStore;
  /** To delete the photos only dropped revisions held. */
  files?: FileStore | undefined;
  clock: Clock;
  log?: Pick<Console, 'error'> | undefined;
}

/** Who saved when no member is known (a script, a test): never shown for saves from the admin. */
export const UNKNOWN_AUTHOR: RevisionAuthor = { id: '', name: 'Unknown', email: '' };

const NOT_FOUND = 'Revision not found';
const itemKey = (kind: string, itemId: string) => `${kind}:${itemId}`;
const newestFirst = (a: StoredRevision, b: StoredRevision) => b.at.localeCompare(a.at) || b.version - a.version;

/**
 * Keeps `previous` (the item as it was before a save) as a revision, then drops the oldest beyond
 * REVISIONS_KEPT. `files`: the kind's photos (none for the settings' facts, whose images are
 * uploaded apart). Never fails the save it follows: the save has happened, and a store hiccup here
 * must not turn it into an error on the screen (which would invite a second, conflicting save). Logged.
 */
export async function keepRevision(
  deps: RevisionDeps,
  input: { kind: string; files?: FileHolder; itemId: string; previous: DocumentData; by?: RevisionAuthor | undefined },
): Promise<void> {
  try {
    const { id: _id, ...item } = input.previous;
    const { id, name, email } = input.by ?? UNKNOWN_AUTHOR;
    const record: StoredRevision = {
      kind: input.kind,
      itemId: input.itemId,
      itemKey: itemKey(input.kind, input.itemId),
      item,
      by: { id, name, email },
      at: deps.clock.now().toISOString(),
      version: versionOf(item),
      fileKeys: input.files?.filesOf(item) ?? [],
    };
    await deps.store.add(REVISIONS, record);
    const all = await findRevisions(deps.store, input.kind, input.itemId);
    const dropped = all.slice(REVISIONS_KEPT);
    await Promise.all(dropped.map((old) => deps.store.delete(REVISIONS, old.id)));
    if (input.files && deps.files) {
      await releaseFiles(
        deps.store,
        deps.files,
        input.files,
        dropped.flatMap((revision) => revision.fileKeys ?? []),
      );
    }
  } catch (error) {
    deps.log?.error('Could not keep a revision', error);
  }
}

/**
 * Deletes every revision of an item (it is being deleted for good); answers them, so the caller
 * can release the files they held together with the item's own.
 */
export async function dropRevisions(store: DocumentStore, kind: string, itemId: string): Promise<StoredRevision[]> {
  const revisions = await findRevisions(store, kind, itemId);
  await Promise.all(revisions.map((revision) => store.delete(REVISIONS, revision.id)));
  return revisions;
}

/**
 * An item's revisions: one equality on one field (Firestore's automatic index). Deleting an item for
 * good drops what this finds and releases their photos, so both stores must answer it alike
 * (ports/document-store.contract.ts).
 */
export const revisionsOfItem = (kind: string, itemId: string): Query => ({
  where: [{ field: 'itemKey', op: '==', value: itemKey(kind, itemId) }],
});

async function findRevisions(store: DocumentStore, kind: string, itemId: string): Promise<StoredDocument<StoredRevision>[]> {
  // At most REVISIONS_KEPT (+ a few) to sort here.
  const docs = await store.find<StoredRevision>(REVISIONS, revisionsOfItem(kind, itemId));
  return docs.sort(newestFirst);
}

type ReadDeps = { store: DocumentStore; kinds: ItemKinds };

/** The kind's revision support; a kind without revisions names nothing. */
export function revisionsOf({ kinds }: Pick<ReadDeps, 'kinds'>, kind: string): RevisionSupport {
  const support = kinds.named(kind)?.revisions;
  if (!support) throw new NotFoundError('Item not found');
  return support;
}

/** A revision as the list shows it: with the labels of the fields its save changed. */
export type ListedRevision = StoredDocument<StoredRevision> & { changed: string[] };

/** A revision with what the save that replaced it changed, field by field. */
export type ComparedRevision = StoredDocument<StoredRevision> & { changes: FieldChange[] };

/** The item's revisions, newest first, each with the fields its save changed. */
export async function listRevisions(deps: ReadDeps, kind: string, itemId: string): Promise<ListedRevision[]> {
  const support = revisionsOf(deps, kind);
  const revisions = await findRevisions(deps.store, kind, itemId);
  const current = await support.current(deps.store, itemId);
  if (!current && revisions.length === 0) throw new NotFoundError('Item not found');
  return revisions.map((revision, index) => {
    const after = index === 0 ? current : (revisions[index - 1]?.item ?? null);
    return { ...revision, changed: support.changes(revision.item, after).map((change) => change.label) };
  });
}

/** One revision whole, with what the save that replaced it changed. */
export async function getRevision(deps: ReadDeps, kind: string, itemId: string, revisionId: string): Promise<ComparedRevision> {
  const support = revisionsOf(deps, kind);
  const revisions = await findRevisions(deps.store, kind, itemId);
  const index = revisions.findIndex((revision) => revision.id === revisionId);
  const revision = revisions[index];
  if (!revision) throw new NotFoundError(NOT_FOUND);
  const after = index === 0 ? await support.current(deps.store, itemId) : (revisions[index - 1]?.item ?? null);
  return { ...revision, changes: support.changes(revision.item, after) };
}
