import { versionOf } from '@school/shared/item-version';
import { REVISION_FIELDS } from '@school/shared/revision-schemas';
import { recordedByCaller } from '../audit/audit-log.js';
import { CONTENT } from '../collections.js';
import { NotFoundError } from '../errors.js';
import { textField, type ItemKind } from '../item-kinds/item-kind.js';
import { fieldChanges } from '../revisions/field-changes.js';
import { restoredImage } from '../revisions/restore-images.js';
import { claimSlug, releaseSlug, type ContentDoc } from './content-store.js';
import { updatePage } from './content-writes.js';
import { pageFiles } from './page-files.js';
import { withTitleWords } from './content-pages.js';
import { pageSearch } from './page-site-search.js';

/** Content pages: their slugs are claimed apart from news and galleries (content-store.ts). */
export const pageKind: ItemKind = {
  name: 'page',
  collection: CONTENT,
  trashNames: ['page'],
  search: pageSearch,
  audit: 'page',
  titleOf: textField('title'),
  files: pageFiles,
  trash: {
    async putBack({ store, clock }, id, record) {
      // Normally a no-op: the page kept its claim while in the trash (ConflictError if another page took the slug).
      await claimSlug(store, (record.item as unknown as ContentDoc).slug, id, clock.now());
      // A page trashed before titles were searchable (migration 6) is found once it is back.
      await store.create(CONTENT, id, withTitleWords(record.item as unknown as ContentDoc));
    },
    forget: async ({ store }, record) => {
      if (record.slug) await releaseSlug(store, record.slug, record.id);
      return [];
    },
  },
  revisions: {
    current: (store, itemId) => store.get(CONTENT, itemId),
    changes: (before, after) => fieldChanges(REVISION_FIELDS.page, before, after),
    async restore(deps, itemId, revision, by) {
      const current = await deps.store.get<ContentDoc>(CONTENT, itemId);
      if (!current) throw new NotFoundError('Content not found');
      const { title, slug, content, type, status, publishAt, translations } = revision.item;
      // The save checks these fields as it checks an editor's.
      const input = { title, slug, content, type, status, publishAt, translations, version: versionOf(current) };
      const { featuredImage, featuredImageKeys } = revision.item;
      const image = await restoredImage(deps.files, featuredImage, featuredImageKeys, current.featuredImageKeys ?? []);
      return updatePage(deps, itemId, input, recordedByCaller(by), image);
    },
  },
};
