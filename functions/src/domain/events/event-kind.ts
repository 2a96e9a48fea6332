import { versionOf } from '@school/shared/item-version';
import { REVISION_FIELDS } from '@school/shared/revision-schemas';
import type { EventDoc } from '@school/shared/event-schemas';
import { recordedByCaller } from '../audit/audit-log.js';
import { EVENTS } from '../collections.js';
import { textField, type ItemKind } from '../item-kinds/item-kind.js';
import { fieldChanges } from '../revisions/field-changes.js';
import { restoredImage } from '../revisions/restore-images.js';
import { putBackWithSlug, releaseSlug } from '../slugs/item-slugs.js';
import { editableFields, editItem, getItem, type ImageChange } from './event-items.js';
import { listed } from './event-list-fields.js';
import { refreshTags } from './event-tag-index.js';
import { eventFiles } from './event-files.js';
import { EVENT_SLUG_HOME } from './event-slugs.js';
import { eventSearch } from './event-site-search.js';

/** News items and events: one collection, trashed under their type. */
export const eventKind: ItemKind = {
  name: 'event',
  collection: EVENTS,
  trashNames: ['news', 'event'],
  search: eventSearch,
  audit: 'news-or-event',
  titleOf: textField('title'),
  files: eventFiles,
  trash: {
    // An item trashed before the list fields existed comes back with them (listed).
    putBack: async ({ store, clock }, id, record) => {
      const item = listed(record.item as unknown as EventDoc);
      await putBackWithSlug(store, EVENT_SLUG_HOME, id, item, clock.now());
      await refreshTags(store, [item]);
    },
    forget: async ({ store }, record) => {
      await releaseSlug(store, EVENT_SLUG_HOME, record.slug, record.id);
      return [];
    },
  },
  revisions: {
    current: (store, itemId) => store.get(EVENTS, itemId),
    changes: (before, after) => fieldChanges(REVISION_FIELDS.event, before, after),
    async restore(deps, itemId, revision, by) {
      const current = await getItem(deps.store, itemId);
      const raw = editableFields(revision.item as unknown as EventDoc);
      const image = await restoredImage(deps.files, revision.item.image, revision.item.imageKeys, current.imageKeys ?? []);
      const change: ImageChange = image === undefined ? { kind: 'keep' } : image ? { kind: 'use', image } : { kind: 'remove' };
      // The stored item: the revisions route presents it as the events route would.
      return editItem(deps, itemId, { raw, change, version: versionOf(current), by: recordedByCaller(by) });
    },
  },
};
