import {
  CONTENT,
  CONTENT_SLUGS,
  EVENTS,
  EVENT_TAG_INDEX,
  PAGE_TEXT_DRAFTS,
  PAGE_TEXTS,
  REVISIONS,
  SETTINGS,
} from '../../domain/collections.js';
import type { RouteSpec } from './route-spec.js';

// Rows of the route table for revisions (routes/revisions.ts). The fixture event was edited once,
// so it has one revision (fixtures.ts): restoring it saves the event, which keeps another revision.

export function revisionRoutes(): RouteSpec[] {
  return [
    { method: 'GET', path: '/revisions/:kind/:itemId', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    { method: 'GET', path: '/revisions/:kind/:itemId/:revisionId', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    {
      method: 'POST',
      path: '/revisions/:kind/:itemId/:revisionId/restore',
      access: 'staff',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      // Whatever a save of the item's kind writes: a page's restore may take back its old slug (content_slugs).
      writes: [
        ...[EVENTS, EVENT_TAG_INDEX, CONTENT, CONTENT_SLUGS, SETTINGS, PAGE_TEXTS, PAGE_TEXT_DRAFTS, REVISIONS].map(
          (collection) => `db:${collection}`,
        ),
        // Publishing restored page texts drops the files of images nothing uses any more.
        'file:files',
      ],
      // Someone saved the item since the list was read (item-version.ts), or its old slug is taken now.
      refusals: [409],
    },
  ];
}
