import type { AuditItemKind } from '@school/shared/audit-schemas';
import type { FieldChange, RevisionAuthor, RevisionRecord } from '@school/shared/revision-schemas';
import type { SearchEntry } from '@school/shared/search-results';
import type { StoredSchoolSettings } from '@school/shared/settings-schemas';
import type { TrashRecord } from '@school/shared/trash-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentData, DocumentStore, StoredDocument } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import type { PersonalDataSupport } from './personal-data.js';

// What the hubs (trash, revisions, file holders, audit) need of a stored resource. Each resource
// implements it beside its use cases (`<resource>/<resource>-kind.ts`) and is listed once in
// domain/registry/item-kinds.ts; the hubs take that list in their deps and import nothing of the
// resources, so a new kind of stored thing gets the trash, revisions and audit titles by being listed.
// This file imports only the shared schemas and the ports: every domain folder may import it.

export interface ItemDeps {
  store: DocumentStore;
  files: FileStore;
  clock: Clock;
  log?: Pick<Console, 'error'> | undefined;
}

/** Restoring a revision saves through the item's own use case, which may need more of the home. */
export interface RestoreDeps extends ItemDeps {
  /** For the settings: the office's address before staff set one. */
  installerOfficeEmail: string;
}

/** A trash record as the store holds it; `kind` is one of its ItemKind's `trashNames`. */
export type StoredTrash = Omit<TrashRecord, 'item' | 'kind'> & { kind: string; item: DocumentData };

/** A revision as the store holds it; `kind` is its ItemKind's `name`. */
export type StoredRevision = Omit<RevisionRecord, 'item' | 'kind'> & { kind: string; item: DocumentData };

/**
 * The image files a kind's versions show, for photo retention: a file goes only when no item shows
 * it and no trash record or revision holds it (domain/images/file-users.ts).
 */
export interface FileHolder {
  /** The keys of the image files one stored version shows. */
  filesOf(version: DocumentData): string[];
  /** Among `keys`, those a stored item of this kind shows now. */
  shownKeys(store: DocumentStore, keys: string[]): Promise<Set<string>>;
}

export interface ItemKind {
  /** Unique in the registry; the `kind` its revisions carry and the revisions route's :kind. */
  readonly name: string;
  /** Where its items are stored. */
  readonly collection: string;
  /** The `kind`s its trash records carry (news and events are one kind with two); none if never trashed. */
  readonly trashNames: readonly string[];
  /** How the audit log names it. */
  readonly audit: AuditItemKind;
  /** The title the audit log keeps for a stored document; absent when it keeps none (a parent's words, settings). */
  readonly titleOf?: (doc: DocumentData) => string | null;
  /** What the log says of a record of it in the trash that is restored or deleted for good. */
  trashedAudit?(title: string, action: 'restore' | 'delete-forever'): { title: string | null; detail: string | null };
  readonly files?: FileHolder;
  readonly trash?: TrashSupport;
  readonly revisions?: RevisionSupport;
  /** What visitors may find of it with the site search; absent: nothing (messages, settings). */
  readonly search?: SearchSupport;
  /** Its items hold a person's e-mail address ("A person's data", domain/personal-data); absent: none do. */
  readonly personalData?: PersonalDataSupport;
  /** How long its items are kept before they delete themselves (personal data); absent: until staff delete them. */
  readonly retention?: RetentionSupport;
}

/**
 * Personal data kept no longer than the school says (issue 37, DPDP Act): domain/retention deletes
 * every item of the kind, and its records in the trash, once `field` is older than `months`.
 */
export interface RetentionSupport {
  /** The top-level field with the instant the item came (Date.toISOString), on every item. */
  readonly field: string;
  /** How many months items are kept, as the school's settings say. */
  months(settings: StoredSchoolSettings): number;
}

/**
 * The site search's view of a kind (domain/search): the index is rebuilt from these entries after a
 * write to `collection`, so an entry is made from what is stored, never kept anywhere else.
 */
export interface SearchSupport {
  /**
   * One entry per item a visitor may see now or later (scheduled: `visibleFrom`); never a draft,
   * an unpublished gallery or a trashed item (those are not in the collection).
   */
  entries(deps: Pick<ItemDeps, 'store' | 'clock'>): Promise<SearchEntry[]>;
}

export interface TrashSupport {
  /** Puts the record's thing back where it was (the record has already left the trash). */
  putBack(deps: ItemDeps, id: string, record: StoredTrash): Promise<void>;
  /**
   * Deleted for good: lets go of what it claimed (its slug); answers the keys among its files that a
   * live item the hub cannot know of still uses (a photo's gallery). Its revisions and files are the hub's.
   */
  forget?(deps: ItemDeps, record: StoredDocument<StoredTrash>): Promise<readonly string[]>;
}

export interface RevisionSupport {
  /** The item as stored now (null when gone), to compare its newest revision with. */
  current(store: DocumentStore, itemId: string): Promise<DocumentData | null>;
  /** The compared fields whose shown text differs between two versions (the later may be gone). */
  changes(before: Record<string, unknown>, after: Record<string, unknown> | null): FieldChange[];
  /** Saves the revision's fields as the current version through the item's own update; answers what that update answers. */
  restore(deps: RestoreDeps, itemId: string, revision: StoredDocument<StoredRevision>, by: RevisionAuthor): Promise<object>;
}

/** The one list of kinds, looked up by the names records carry. */
export interface ItemKinds {
  readonly all: readonly ItemKind[];
  /** The kind whose revisions carry `name`. */
  named(name: string): ItemKind | undefined;
  /** The kind whose trash records carry `name`. */
  trashed(name: string): ItemKind | undefined;
}

/** Indexes a list of kinds; a name claimed twice is a wiring mistake, refused at start. */
export function itemKinds(all: readonly ItemKind[]): ItemKinds {
  const byName = new Map<string, ItemKind>();
  const byTrashName = new Map<string, ItemKind>();
  for (const kind of all) {
    if (byName.has(kind.name)) throw new Error(`Two item kinds are named "${kind.name}"`);
    byName.set(kind.name, kind);
    for (const name of kind.trashNames) {
      if (byTrashName.has(name)) throw new Error(`Two item kinds keep "${name}" in the trash`);
      byTrashName.set(name, kind);
    }
  }
  return { all, named: (name) => byName.get(name), trashed: (name) => byTrashName.get(name) };
}

/** A top-level text field as the log's title: absent or blank is none. */
export const textField =
  (field: string) =>
  (doc: DocumentData): string | null => {
    const value = doc[field];
    return typeof value === 'string' && value.trim() ? value : null;
  };

/** A stored list of file keys; anything else is none. */
export const keyList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
