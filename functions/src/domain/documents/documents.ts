import { documentFieldsSchema, type DocumentDoc, type DocumentInput } from '@school/shared/document-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import { recordBy, titleText, type Actor } from '../audit/audit-log.js';
import { DOCUMENTS } from '../collections.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { newId } from '../ids.js';
import { releaseFiles } from '../images/file-users.js';
import { parse } from '../parse.js';
import { keepRevision } from '../revisions/revision-records.js';
import { claimSlug, releaseSlug } from '../slugs/item-slugs.js';
import { moveToTrash } from '../trash/trash-records.js';
import { nextVersion } from '../versions.js';
import { checkDocumentFile, storeDocumentFile, type CheckedFile } from './document-file.js';
import { DOCUMENT_SLUG_HOME, documentFiles, documentSlugBase, listed } from './document-records.js';

// The documents library's writes (issue 35): create with its file, edit the fields (publishing and
// scheduling among them), replace the file, delete to the trash. The file is checked before anything
// is stored, so a refused file leaves no file and no record; an edit or a replaced file keeps the
// version it replaced as a revision, which holds its file, so restoring it brings the file back.

export interface DocumentDeps {
  store: DocumentStore;
  files: FileStore;
  clock: Clock;
  log?: Pick<Console, 'error'> | undefined;
}

const NOT_FOUND = 'Document not found';

export async function getDocument(store: DocumentStore, id: string): Promise<StoredDocument<DocumentDoc>> {
  const doc = await store.get<DocumentDoc>(DOCUMENTS, id);
  if (!doc) throw new NotFoundError(NOT_FOUND);
  return doc;
}

/** Firestore refuses fields set to undefined: absent translations stay absent. */
function storable(input: DocumentInput): DocumentInput {
  if (input.translations !== undefined) return input;
  const { translations: _none, ...rest } = input;
  return rest;
}

/** The editable fields of a stored document, so an edit may send only what changes. */
export function editableFields(doc: DocumentDoc): Record<string, unknown> {
  const { title, description, category, dateIssued, classes, language, validUntil, isPublished, typedText, disclosure, translations } = doc;
  return {
    title,
    description,
    category,
    dateIssued,
    classes,
    language,
    validUntil,
    isPublished,
    typedText,
    disclosure,
    translations,
    publishAt: doc.publishAt ?? null,
  };
}

/** `fields` as sent (checked here with the shared schema), the file's bytes, and who uploads. */
export async function createDocument(deps: DocumentDeps, fields: unknown, bytes: Buffer | undefined, by?: Actor) {
  const input = parse(documentFieldsSchema, fields);
  if (!bytes) throw new ValidationError('Choose a file to upload');
  // Checked (and a PDF read) before anything is stored.
  const checked = await checkDocumentFile(bytes);
  const at = deps.clock.now();
  const now = at.toISOString();
  const id = newId();
  let slug: string | undefined;
  try {
    slug = await claimSlug(deps.store, DOCUMENT_SLUG_HOME, documentSlugBase(input), id, at);
    await storeDocumentFile(deps.files, checked);
    const doc = listed({ ...storable(input), slug, file: checked.file, text: checked.text, version: 1, createdAt: now, updatedAt: now });
    await deps.store.create(DOCUMENTS, id, doc);
    await recorded(deps, by, 'create', id, doc.title);
    return { ...doc, id };
  } catch (error) {
    await releaseSlug(deps.store, DOCUMENT_SLUG_HOME, slug, id);
    await releaseFiles(deps.store, deps.files, documentFiles, [checked.file.key]);
    throw error;
  }
}

/** What a save changes: the fields, and maybe the file (a new upload, or a restored revision's). */
export interface DocumentChange {
  raw?: object;
  file?: Pick<CheckedFile, 'file' | 'text'>;
  /** The version the editor loaded: older than stored answers 409; undefined, no check. */
  version?: number | undefined;
  by?: Actor | undefined;
}

/** One save: the whole document checked as on create, the version checked, the replaced version kept, the old file let go. */
export async function saveDocument(deps: DocumentDeps, id: string, change: DocumentChange): Promise<StoredDocument<DocumentDoc>> {
  const existing = await getDocument(deps.store, id);
  const input = parse(documentFieldsSchema, { ...editableFields(existing), ...change.raw });
  const saved = await deps.store.mutate<DocumentDoc>(DOCUMENTS, id, (current) => {
    // Deleted by someone else meanwhile.
    if (!current) throw new NotFoundError(NOT_FOUND);
    const next: DocumentDoc = { ...current, ...storable(input), updatedAt: deps.clock.now().toISOString() };
    next.version = nextVersion(current, change.version);
    if (input.translations === undefined) delete next.translations;
    if (change.file) Object.assign(next, { file: change.file.file, text: change.file.text });
    return listed(next);
  });
  if (!saved) throw new NotFoundError(NOT_FOUND);
  await keepRevision(deps, { kind: 'document', files: documentFiles, itemId: id, previous: existing, by: change.by });
  // After the revision holds it: the old file goes only when nothing (this revision included) keeps it.
  if (existing.file.key !== saved.file.key) await releaseFiles(deps.store, deps.files, documentFiles, [existing.file.key]);
  const published = !existing.isPublished && saved.isPublished;
  await recorded(deps, change.by, published ? 'publish' : 'edit', id, saved.title);
  return saved;
}

/** An edit of the fields (publishing and scheduling are fields too). */
export const updateDocument = (deps: DocumentDeps, id: string, raw: object, version: number | undefined, by?: Actor) =>
  saveDocument(deps, id, { raw, version, by });

/** A new file for the document; the old one stays held by the revision this save keeps. */
export async function replaceDocumentFile(deps: DocumentDeps, id: string, bytes: Buffer | undefined, version?: number, by?: Actor) {
  await getDocument(deps.store, id);
  if (!bytes) throw new ValidationError('Choose a file to upload');
  const checked = await checkDocumentFile(bytes);
  await storeDocumentFile(deps.files, checked);
  try {
    return await saveDocument(deps, id, { file: checked, version, by });
  } catch (error) {
    await releaseFiles(deps.store, deps.files, documentFiles, [checked.file.key]);
    throw error;
  }
}

/** Moves the document to the trash: its file and its slug stay until it is deleted for good there. */
export async function deleteDocument(deps: DocumentDeps, id: string, by: Actor): Promise<void> {
  const { id: _id, ...doc } = await getDocument(deps.store, id);
  const entry = { kind: 'document', id, title: doc.title, item: doc, slug: doc.slug, fileKeys: doc.fileKeys };
  await moveToTrash(deps.store, deps.clock, entry, by);
  if (!(await deps.store.delete(DOCUMENTS, id))) throw new NotFoundError(NOT_FOUND);
  await recorded(deps, by, 'delete', id, doc.title);
}

const recorded = (deps: DocumentDeps, by: Actor | undefined, action: 'create' | 'edit' | 'publish' | 'delete', id: string, title: string) =>
  recordBy(deps, by, { action, itemKind: 'document', itemId: id, itemTitle: titleText(title) });
