import type { DocumentStore, Query, StoredDocument } from '../../ports/document-store.js';
import { recordAs, type AuditMember } from '../audit/audit-log.js';
import { TRASH } from '../collections.js';
import { NotFoundError } from '../errors.js';
import { isValidId } from '../ids.js';
import { keysHeldForRestore } from '../images/file-users.js';
import { deleteImageFiles } from '../images/image-pipeline.js';
import type { ItemDeps, ItemKind, ItemKinds } from '../item-kinds/item-kind.js';
import { dropRevisions } from '../revisions/revision-records.js';
import { readTrashPage } from './trash-pages.js';
import { TRASH_KEEP_MS, type StoredTrash } from './trash-records.js';

// The trash screen's actions (/admin/trash): list, restore, delete for good, and the emptying of
// records older than TRASH_KEEP_DAYS (embedded: at start and daily; Firebase: a scheduled function).
// What each kind of record needs is its ItemKind's (the registry in `kinds`); this module knows none.

export interface TrashDeps extends Pick<ItemDeps, 'store' | 'files' | 'clock'> {
  kinds: ItemKinds;
}

/** Only the ports: callers may pass more (the emptying's own `log`), which no kind should meet. */
const portsOf = ({ store, files, clock }: TrashDeps): ItemDeps => ({ store, files, clock });

const NOT_FOUND = 'This item is no longer in the trash.';

/** A trash record with the instant it will be deleted for good (ISO). */
export type TrashedItem = StoredDocument<StoredTrash> & { purgeAt: string };

const withPurgeAt = (record: StoredDocument<StoredTrash>): TrashedItem => ({
  ...record,
  purgeAt: new Date(Date.parse(record.deletedAt) + TRASH_KEEP_MS).toISOString(),
});

/** GET /trash?limit=…: a page of the trash (trash-pages.ts), each record with its purge instant. */
export async function listTrashPage(
  { store }: Pick<TrashDeps, 'store'>,
  query: unknown,
): Promise<{ items: TrashedItem[]; next: string | null }> {
  const { records, next } = await readTrashPage(store, query);
  return { items: records.map(withPurgeAt), next };
}

/** Newest deletion first. */
export async function listTrash({ store }: Pick<TrashDeps, 'store'>): Promise<TrashedItem[]> {
  const records = await store.find<StoredTrash>(TRASH, { orderBy: [{ field: 'deletedAt', direction: 'desc' }] });
  return records.map(withPurgeAt);
}

/**
 * Puts the thing back as it was. The record leaves the trash first (an atomic delete), so two
 * restores at once cannot both put it back; if putting back fails, the record returns to the trash.
 * `by`: the member restoring it, recorded in the audit log (a script restores unrecorded).
 */
export async function restoreFromTrash(deps: TrashDeps, id: string, by?: AuditMember): Promise<TrashedItem> {
  const record = await getRecord(deps.store, id);
  const kind = kindOf(deps, record);
  if (!(await deps.store.delete(TRASH, id))) throw new NotFoundError(NOT_FOUND);
  try {
    if (!kind.trash) throw new Error(`Records of kind "${record.kind}" cannot be put back`);
    await kind.trash.putBack(portsOf(deps), id, record);
  } catch (error) {
    const { id: _id, ...data } = record;
    await deps.store.set(TRASH, id, data);
    throw error;
  }
  if (by) await recordTrashed(deps, by, 'restore', kind, record);
  return withPurgeAt(record);
}

/** Deletes the record, then its slug claim, its revisions and the files nothing else uses. */
export async function deleteForGood(deps: TrashDeps, id: string, by?: AuditMember): Promise<void> {
  const record = await getRecord(deps.store, id);
  const kind = kindOf(deps, record);
  if (!(await deps.store.delete(TRASH, id))) throw new NotFoundError(NOT_FOUND);
  await purge(deps, kind, record);
  if (by) await recordTrashed(deps, by, 'delete-forever', kind, record);
}

/**
 * The records deleted before `cutoff` (an ISO instant), which the emptying deletes for good with
 * their files: both stores must answer it alike (ports/document-store.contract.ts).
 */
export const trashDeletedBefore = (cutoff: string): Query => ({ where: [{ field: 'deletedAt', op: '<', value: cutoff }] });

/** Deletes for good every record older than TRASH_KEEP_DAYS; returns how many. */
export async function emptyOldTrash(deps: TrashDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - TRASH_KEEP_MS).toISOString();
  const old = await deps.store.find<StoredTrash>(TRASH, trashDeletedBefore(cutoff));
  let emptied = 0;
  for (const record of old) {
    // Restored or deleted by staff meanwhile: nothing to do.
    if (!(await deps.store.delete(TRASH, record.id))) continue;
    await purge(deps, kindOf(deps, record), record);
    emptied++;
  }
  return emptied;
}

/**
 * Deletes for good, with what they hold, the trash records of `kind` whose kept item's `field` (an
 * instant) is earlier than `before`: personal data past its keeping (domain/retention) goes from the
 * trash as from the inbox. The trash holds 30 days of deletions, so reading a kind's records is small.
 */
export async function emptyTrashOlderThan(deps: TrashDeps, kind: ItemKind, field: string, before: string): Promise<number> {
  let emptied = 0;
  for (const name of kind.trashNames) {
    const records = await deps.store.find<StoredTrash>(TRASH, { where: [{ field: 'kind', op: '==', value: name }] });
    for (const record of records) {
      const at = record.item[field];
      if (typeof at !== 'string' || at >= before) continue;
      if (!(await deps.store.delete(TRASH, record.id))) continue;
      await purge(deps, kind, record);
      emptied++;
    }
  }
  return emptied;
}

async function getRecord(store: DocumentStore, id: string): Promise<StoredDocument<StoredTrash>> {
  const record = isValidId(id) ? await store.get<StoredTrash>(TRASH, id) : null;
  if (!record) throw new NotFoundError(NOT_FOUND);
  return record;
}

function kindOf({ kinds }: TrashDeps, record: StoredTrash): ItemKind {
  const kind = kinds.trashed(record.kind);
  // Only a kind taken out of the registry while its records were in the trash: a wiring mistake.
  if (!kind) throw new Error(`No item kind keeps "${record.kind}" in the trash`);
  return kind;
}

async function purge(deps: TrashDeps, kind: ItemKind, record: StoredDocument<StoredTrash>): Promise<void> {
  const { store, files } = deps;
  const stillUsed = (await kind.trash?.forget?.(portsOf(deps), record)) ?? [];
  // Its earlier versions go with it, and with them the photos only they still held.
  const revisions = kind.revisions ? await dropRevisions(store, kind.name, record.id) : [];
  const keys = [...new Set([...record.fileKeys, ...revisions.flatMap((revision) => revision.fileKeys ?? [])])];
  if (keys.length === 0) return;
  const used = new Set([...stillUsed, ...(await keysHeldForRestore(store, keys))]);
  if (kind.files) for (const key of await kind.files.shownKeys(store, keys)) used.add(key);
  await deleteImageFiles(
    files,
    keys.filter((key) => !used.has(key)),
  );
}

/** The log names what came back or went by its own kind, not as "an item in the trash". */
function recordTrashed(
  deps: TrashDeps,
  by: AuditMember,
  action: 'restore' | 'delete-forever',
  kind: ItemKind,
  record: StoredDocument<StoredTrash>,
) {
  const title = record.title.trim() ? record.title : null;
  const said = kind.trashedAudit?.(record.title, action) ?? { title, detail: null };
  return recordAs(portsOf(deps), by, { action, itemKind: kind.audit, itemId: record.id, itemTitle: said.title, detail: said.detail });
}
