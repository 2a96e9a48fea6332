import type { EventDoc } from '@school/shared/event-schemas';
import { versionOf } from '@school/shared/item-version';
import type { StoredDocument } from '../../ports/document-store.js';

/** A news item or event as clients see it: the spec's `_id`, never the storage keys. */
export function presentItem(doc: StoredDocument<EventDoc>) {
  const { id, imageKeys: _keys, publishedAt: _listed, titleWords: _words, ...fields } = doc;
  // Items older than scheduled publishing have no publishAt: null, public as they always were.
  // Items older than versions have none: version 1 (see @school/shared/item-version).
  return { ...fields, publishAt: fields.publishAt ?? null, version: versionOf(doc), _id: id };
}
