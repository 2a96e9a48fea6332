import { documentFileSchema, type DocumentDoc } from '@school/shared/document-schemas';
import { versionOf } from '@school/shared/item-version';
import { REVISION_FIELDS } from '@school/shared/revision-schemas';
import { recordedByCaller } from '../audit/audit-log.js';
import { DOCUMENTS } from '../collections.js';
import { filesExist } from '../images/file-users.js';
import { textField, type ItemKind } from '../item-kinds/item-kind.js';
import { fieldChanges } from '../revisions/field-changes.js';
import { putBackWithSlug, releaseSlug } from '../slugs/item-slugs.js';
import { DOCUMENT_SLUG_HOME, documentFiles, listed } from './document-records.js';
import { editableFields, getDocument, saveDocument } from './documents.js';
import { documentSearch } from './document-site-search.js';

/** The documents library: trashed as `document`, revisions of kind `document` that hold their file. */
export const documentKind: ItemKind = {
  name: 'document',
  collection: DOCUMENTS,
  trashNames: ['document'],
  search: documentSearch,
  audit: 'document',
  titleOf: textField('title'),
  files: documentFiles,
  trash: {
    putBack: async ({ store, clock }, id, record) => {
      await putBackWithSlug(store, DOCUMENT_SLUG_HOME, id, listed(record.item as unknown as DocumentDoc), clock.now());
    },
    forget: async ({ store }, record) => {
      await releaseSlug(store, DOCUMENT_SLUG_HOME, record.slug, record.id);
      return [];
    },
  },
  revisions: {
    current: (store, itemId) => store.get(DOCUMENTS, itemId),
    changes: (before, after) => fieldChanges(REVISION_FIELDS.document, before, after),
    async restore(deps, itemId, revision, by) {
      const current = await getDocument(deps.store, itemId);
      const old = revision.item as unknown as DocumentDoc;
      const file = documentFileSchema.safeParse(old.file);
      // The revision's file comes back when it is another file and still stored (held by the revision).
      const bringBack = file.success && file.data.key !== current.file.key && (await filesExist(deps.files, [file.data.key]));
      return saveDocument(deps, itemId, {
        raw: editableFields(old),
        ...(bringBack && file.success ? { file: { file: file.data, text: typeof old.text === 'string' ? old.text : '' } } : {}),
        version: versionOf(current),
        by: recordedByCaller(by),
      });
    },
  },
};
