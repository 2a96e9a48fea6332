import {
  REVISION_FIELDS,
  REVISIONS_KEPT,
  type FieldChange,
  type RevisionAuthor,
  type RevisionKind,
  type RevisionRecord,
  type RevisionSummary,
  type RevisionView,
} from '@school/shared/revision-schemas';
import { versionOf } from '@school/shared/item-version';
import type { Clock } from '../../ports/clock.js';
import type { DocumentData, DocumentStore, Query, StoredDocument } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import { CONTENT, EVENTS, PAGE_TEXT_DRAFTS, PAGE_TEXTS, REVISIONS, SETTINGS } from '../collections.js';
import { NotFoundError } from '../errors.js';
import { releaseRevisionFiles, revisionFileKeys } from './revision-files.js';
import { replaceTags } from '@school/shared/plain-text';

// Revisions of news items, events, content pages, the settings' facts and page texts: each save keeps the version it replaced
// (keepRevision, called by the update use cases after a successful write). Restoring one is a normal
// save of its fields (restore-revision.ts), so it is itself kept as a revision and version-checked.

export interface RevisionDeps {
  store: DocumentStore;
  /** To delete the photos only dropped revisions held; every kind but the settings' facts has photos. */
  files?: FileStore | undefined;
  clock: Clock;
  log?: Pick<Console, 'error'> | undefined;
}

/** Who saved when no member is known (a script, a test): never shown for saves from the admin. */
export const UNKNOWN_AUTHOR: RevisionAuthor = { id: '', name: 'Unknown', email: '' };

/** As stored: the shared record, its `item` typed as the port stores documents. */
type RevisionDoc = Omit<RevisionRecord, 'item'> & { item: DocumentData };

const NOT_FOUND = 'Revision not found';
const ITEM_COLLECTION: Record<RevisionKind, string> = {
  event: EVENTS,
  page: CONTENT,
  settings: SETTINGS,
  'page-texts': PAGE_TEXTS,
  'page-texts-draft': PAGE_TEXT_DRAFTS,
};
const itemKey = (kind: RevisionKind, itemId: string) => `${kind}:${itemId}`;
const newestFirst = (a: RevisionDoc, b: RevisionDoc) => b.at.localeCompare(a.at) || b.version - a.version;

/**
 * Keeps `previous` (the item as it was before a save) as a revision, then drops the oldest beyond
 * REVISIONS_KEPT. Never fails the save it follows: the save has happened, and a store hiccup here must
 * not turn it into an error on the screen (which would invite a second, conflicting save). Logged.
 */
export async function keepRevision(
  deps: RevisionDeps,
  input: { kind: RevisionKind; itemId: string; previous: DocumentData; by?: RevisionAuthor | undefined },
): Promise<void> {
  try {
    const { id: _id, ...item } = input.previous;
    const { id, name, email } = input.by ?? UNKNOWN_AUTHOR;
    const record: RevisionDoc = {
      kind: input.kind,
      itemId: input.itemId,
      itemKey: itemKey(input.kind, input.itemId),
      item,
      by: { id, name, email },
      at: deps.clock.now().toISOString(),
      version: versionOf(item),
      fileKeys: revisionFileKeys(input.kind, item),
    };
    await deps.store.add(REVISIONS, record);
    const all = await findRevisions(deps.store, input.kind, input.itemId);
    const dropped = all.slice(REVISIONS_KEPT);
    await Promise.all(dropped.map((old) => deps.store.delete(REVISIONS, old.id)));
    await releaseRevisionFiles(deps, input.kind, dropped);
  } catch (error) {
    deps.log?.error('Could not keep a revision', error);
  }
}

/**
 * Deletes every revision of an item (it is being deleted for good); answers them, so the caller
 * can release the files they held together with the item's own.
 */
export async function dropRevisions(store: DocumentStore, kind: RevisionKind, itemId: string): Promise<RevisionDoc[]> {
  const revisions = await findRevisions(store, kind, itemId);
  await Promise.all(revisions.map((revision) => store.delete(REVISIONS, revision.id)));
  return revisions;
}

/**
 * An item's revisions: one equality on one field (Firestore's automatic index). Deleting an item for
 * good drops what this finds and releases their photos, so both stores must answer it alike
 * (ports/document-store.contract.ts).
 */
export const revisionsOfItem = (kind: RevisionKind, itemId: string): Query => ({
  where: [{ field: 'itemKey', op: '==', value: itemKey(kind, itemId) }],
});

async function findRevisions(store: DocumentStore, kind: RevisionKind, itemId: string): Promise<StoredDocument<RevisionDoc>[]> {
  // At most REVISIONS_KEPT (+ a few) to sort here.
  const docs = await store.find<RevisionDoc>(REVISIONS, revisionsOfItem(kind, itemId));
  return docs.sort(newestFirst);
}

/** The item's revisions, newest first, each with the fields its save changed. */
export async function listRevisions(store: DocumentStore, kind: RevisionKind, itemId: string): Promise<RevisionSummary[]> {
  const revisions = await findRevisions(store, kind, itemId);
  const current = await currentOf(store, kind, itemId);
  if (!current && revisions.length === 0) throw new NotFoundError('Item not found');
  return revisions.map((revision, index) => {
    const after = index === 0 ? current : (revisions[index - 1]?.item ?? null);
    return { ...summary(revision), changed: fieldChanges(kind, revision.item, after).map((change) => change.label) };
  });
}

/** One revision whole, with what the save that replaced it changed. */
export async function getRevision(store: DocumentStore, kind: RevisionKind, itemId: string, revisionId: string): Promise<RevisionView> {
  const revisions = await findRevisions(store, kind, itemId);
  const index = revisions.findIndex((revision) => revision.id === revisionId);
  const revision = revisions[index];
  if (!revision) throw new NotFoundError(NOT_FOUND);
  const after = index === 0 ? await currentOf(store, kind, itemId) : (revisions[index - 1]?.item ?? null);
  const changes = fieldChanges(kind, revision.item, after);
  return { ...summary(revision), changed: changes.map((c) => c.label), kind, itemId, item: revision.item, changes };
}

/** The item as stored now; a draft that was published since lives on as the published texts. */
async function currentOf(store: DocumentStore, kind: RevisionKind, itemId: string) {
  const current = await store.get(ITEM_COLLECTION[kind], itemId);
  return current ?? (kind === 'page-texts-draft' ? store.get(PAGE_TEXTS, itemId) : null);
}

function summary(revision: StoredDocument<RevisionDoc>): Omit<RevisionSummary, 'changed'> {
  // Page texts have no title: the page's name says which they are.
  const title =
    typeof revision.item.title === 'string'
      ? revision.item.title
      : typeof revision.item.name === 'string'
        ? revision.item.name
        : revision.itemId;
  return { _id: revision.id, by: { name: revision.by.name, email: revision.by.email }, at: revision.at, title };
}

/** The compared fields whose shown text differs between two versions of an item (the later may be gone). */
export function fieldChanges(kind: RevisionKind, before: Record<string, unknown>, after: Record<string, unknown> | null): FieldChange[] {
  const changes: FieldChange[] = [];
  if (kind === 'page-texts' || kind === 'page-texts-draft') {
    // Each page's own fields, inside `texts`; rich texts as plain text.
    const old = textsOf(before);
    const now = after ? textsOf(after) : {};
    for (const field of new Set([...Object.keys(old), ...Object.keys(now)])) {
      const [a, b] = [shown('content', old[field]), shown('content', now[field])];
      if (a !== b) changes.push({ field, label: labelOf(field), before: a, after: b });
    }
    const [a, b] = [shown('translations', before.translations), shown('translations', after?.translations)];
    if (a !== b) changes.push({ field: 'translations', label: 'Punjabi and Hindi', before: a, after: b });
    return changes;
  }
  for (const [field, label] of Object.entries(REVISION_FIELDS[kind])) {
    const old = shown(field, before[field]);
    const now = after ? shown(field, after[field]) : '';
    if (old !== now) changes.push({ field, label, before: old, after: now });
  }
  return changes;
}

const textsOf = (doc: Record<string, unknown>): Record<string, unknown> =>
  typeof doc.texts === 'object' && doc.texts !== null ? (doc.texts as Record<string, unknown>) : {};

/** "whyChoose" → "Why choose". */
const labelOf = (field: string): string => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field as plain text: lists joined, a page body without its markup. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((one) => shown(field, one)).join(', ');
  // An address, a map position, social links: their filled-in parts, in order.
  if (typeof value === 'object')
    return Object.values(value)
      .map((one) => shown(field, one))
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return '';
  // Page bodies, their translations among them, without their markup.
  if (field !== 'content' && field !== 'translations') return value;
  return replaceTags(value.replace(/<\/(p|h\d|li|div|blockquote)>|<br\s*\/?>/gi, '\n'), '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
