import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import { eventInputSchema, type EventDoc, type EventInput, type EventType } from '@school/shared/event-schemas';
import { NotFoundError } from '../errors.js';
import type { StoredImage } from '@school/shared/image-schemas';
import { storeImage } from '../images/image-pipeline.js';
import { EVENTS } from '../collections.js';
import { releaseFiles } from '../images/file-users.js';
import { eventFiles } from './event-files.js';
import { moveToTrash } from '../trash/trash-records.js';
import { newId } from '../ids.js';
import { parse } from '../parse.js';
import { nextVersion } from '../versions.js';
import { recordBy, titleText, type Actor } from '../audit/audit-log.js';
import { keepRevision } from '../revisions/revision-records.js';
import { claimSlug, releaseSlug } from '../slugs/item-slugs.js';
import { EVENT_SLUG_HOME, eventSlugBase, findEventBySlug } from './event-slugs.js';
import { listed } from './event-list-fields.js';
import { refreshTags } from './event-tag-index.js';

const IMAGE_FOLDER = 'events';

// The stored shape comes from the one event schema; re-exported for the routes and tests that name it here.
export type { EventDoc } from '@school/shared/event-schemas';

interface Deps {
  store: DocumentStore;
  files: FileStore;
  clock: Clock;
}

/** `use`: an image whose files are stored already (a revision's, when one is restored). */
export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; bytes: Buffer } | { kind: 'use'; image: StoredImage };

const NOT_FOUND = 'News item or event not found';

/** Newest first; createdAt is on every item, so Firestore leaves none out of the ordered query. */
export async function listItems(store: DocumentStore, type?: EventType, limit?: number): Promise<StoredDocument<EventDoc>[]> {
  return store.find<EventDoc>(EVENTS, {
    where: type ? [{ field: 'type', op: '==', value: type }] : [],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    ...(limit ? { limit } : {}),
  });
}

/** By id: old `/news#<id>` links still find the item (the web redirects them to its page). */
export async function getItem(store: DocumentStore, id: string): Promise<StoredDocument<EventDoc>> {
  const item = await store.get<EventDoc>(EVENTS, id);
  if (!item) throw new NotFoundError(NOT_FOUND);
  return item;
}

/** The item at /news/{slug}; any item a visitor may see (news and events have no drafts). */
export async function getItemBySlug(store: DocumentStore, slug: string): Promise<StoredDocument<EventDoc>> {
  const item = await findEventBySlug(store, slug);
  if (!item) throw new NotFoundError(NOT_FOUND);
  return item;
}

/** The input without an absent `translations` or `documentSlug` (Firestore refuses fields set to undefined). */
function storable(input: EventInput): EventInput {
  const { translations, documentSlug, ...rest } = input;
  return { ...rest, ...(translations === undefined ? {} : { translations }), ...(documentSlug === undefined ? {} : { documentSlug }) };
}

function imageFields(image: StoredImage | null): Pick<EventDoc, 'imageUrl' | 'image' | 'imageKeys'> {
  if (!image) return { imageUrl: '', image: null, imageKeys: [] };
  const { keys, ...shown } = image;
  return { imageUrl: image.url, image: shown, imageKeys: keys };
}

/**
 * Deletes an image's files unless another item shows them (names are content hashes: the same
 * photo used for two items is one set of files) or the trash or a revision may bring them back.
 */
function releaseImage(deps: Deps, keys: string[]): Promise<void> {
  return releaseFiles(deps.store, deps.files, eventFiles, keys);
}

/** `fields`: as sent, checked here with the shared schema; `by`: the member creating it, recorded in the audit log. */
export async function createItem(deps: Deps, fields: unknown, imageBytes?: Buffer, by?: Actor): Promise<StoredDocument<EventDoc>> {
  const input = parse(eventInputSchema, fields);
  // Fields are validated before the image is processed, so a bad field leaves no files behind.
  const image = imageBytes ? await storeImage(deps.files, IMAGE_FOLDER, imageBytes) : null;
  const at = deps.clock.now();
  const now = at.toISOString();
  const id = newId();
  let slug: string | undefined;
  let doc: EventDoc;
  try {
    // Claimed before the item is written, so no reader ever meets the item without its slug.
    slug = await claimSlug(deps.store, EVENT_SLUG_HOME, eventSlugBase({ ...input, createdAt: now }), id, at);
    doc = listed({ ...storable(input), slug, ...imageFields(image), version: 1, createdAt: now, updatedAt: now });
    await deps.store.create(EVENTS, id, doc);
  } catch (error) {
    await releaseSlug(deps.store, EVENT_SLUG_HOME, slug, id);
    if (image) await releaseImage(deps, image.keys);
    throw error;
  }
  await refreshTags(deps.store, [doc]);
  await recorded(deps, by, 'create', id, doc.title);
  return { ...doc, id };
}

async function updateItem(
  deps: Deps,
  existing: StoredDocument<EventDoc>,
  input: EventInput,
  change: ImageChange,
  loaded: number | undefined,
): Promise<{ saved: StoredDocument<EventDoc>; replacedKeys: string[] }> {
  const stored = change.kind === 'replace' ? await storeImage(deps.files, IMAGE_FOLDER, change.bytes) : null;
  const image = change.kind === 'use' ? change.image : stored;
  // The slug is not among the fields: it stays what it was when the item was created, whatever the new title.
  const patch: Partial<EventDoc> = { ...storable(input), updatedAt: deps.clock.now().toISOString() };
  if (change.kind !== 'keep') Object.assign(patch, imageFields(image));
  let replacedKeys: string[] = [];
  let saved: StoredDocument<EventDoc> | null;
  try {
    // The version check and the write are one atomic step: a save based on an older version than
    // the stored one (someone saved in between) is refused with a 409 and changes nothing.
    saved = await deps.store.mutate<EventDoc>(EVENTS, existing.id, (current) => {
      // Deleted by someone else while this upload ran.
      if (!current) throw new NotFoundError(NOT_FOUND);
      replacedKeys = current.imageKeys ?? [];
      const next = { ...current, ...patch, version: nextVersion(current, loaded) };
      // Translations sent as none ('') remove the stored ones.
      if (input.translations === undefined) delete next.translations;
      // A restored version from before linked documents had none: the link goes with it.
      if (input.documentSlug === undefined) delete next.documentSlug;
      return listed(next);
    });
  } catch (error) {
    if (stored) await releaseImage(deps, stored.keys);
    throw error;
  }
  if (!saved) throw new NotFoundError(NOT_FOUND);
  const kept = new Set(image?.keys ?? []);
  return { saved, replacedKeys: change.kind === 'keep' ? [] : replacedKeys.filter((key) => !kept.has(key)) };
}

/** An edit as sent: the fields that change, what becomes of the image, and who saves. */
export interface ItemEdit {
  /** Fields not sent keep their stored value. */
  raw: object;
  change: ImageChange;
  /** The version the editor loaded: older than stored answers 409; undefined: no check. */
  version?: number | undefined;
  /** Who saves, named in the revision that keeps the version this save replaces and in the audit log. */
  by?: Actor | undefined;
}

/**
 * An edit: fields not sent keep their stored value, and the whole item is then validated as on
 * create, so a partial edit can never store what a create would refuse. (The route asks `getItem`
 * before reading the upload, so an edit of a missing item answers 404 before any upload is processed.)
 */
export async function editItem(deps: Deps, id: string, edit: ItemEdit): Promise<StoredDocument<EventDoc>> {
  const { raw, change, version, by } = edit;
  const existing = await getItem(deps.store, id);
  const input = parse(eventInputSchema, { ...editableFields(existing), ...raw });
  const { saved, replacedKeys } = await updateItem(deps, existing, input, change, version);
  await keepRevision(deps, { kind: 'event', files: eventFiles, itemId: id, previous: existing, by });
  // Old files go only after the item points at the new ones (a visitor never meets a broken image)
  // and the revision holds them (a restore can bring them back).
  await releaseImage(deps, replacedKeys);
  // The tags index is made of the type, the tags and the publish instant: an edit of the texts leaves it be.
  const listedAs = (item: EventDoc) => `${item.type} ${item.publishedAt} ${[...item.tags].sort().join()}`;
  if (listedAs(existing) !== listedAs(saved)) await refreshTags(deps.store, [existing, saved]);
  await recorded(deps, by, 'edit', id, saved.title);
  return saved;
}

/** Moves the item to the trash (domain/trash): its image files and its slug stay until it is deleted for good there. */
export async function deleteItem(deps: Deps, id: string, by: Actor): Promise<void> {
  const { id: _id, ...item } = await getItem(deps.store, id);
  const entry = { kind: item.type, id, title: item.title, item, slug: item.slug, fileKeys: item.imageKeys ?? [] };
  await moveToTrash(deps.store, deps.clock, entry, by);
  if (!(await deps.store.delete(EVENTS, id))) throw new NotFoundError(NOT_FOUND);
  await refreshTags(deps.store, [item]);
  await recorded(deps, by, 'delete', id, item.title);
}

const recorded = (deps: Deps, by: Actor | undefined, action: 'create' | 'edit' | 'delete', id: string, title: string) =>
  recordBy(deps, by, { action, itemKind: 'news-or-event', itemId: id, itemTitle: titleText(title) });

/** The editable fields of a stored item, so an update may send only what changes. */
export function editableFields(doc: EventDoc) {
  const { title, description, type, tags, startDate, endDate, location, translations, documentSlug } = doc;
  return { title, description, type, tags, startDate, endDate, location, publishAt: doc.publishAt ?? null, translations, documentSlug };
}
