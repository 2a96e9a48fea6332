import type { DocumentStore, JsonValue } from '../../ports/document-store.js';
import type { DashboardStats } from '@school/shared/contact-schemas';
import { CONTENT, EVENTS, GALLERIES } from '../collections.js';
import { countUnread } from '../messages/inbox.js';

/** The back office's quick numbers, counted from the stored data. */
export async function dashboardStats(store: DocumentStore): Promise<DashboardStats> {
  const [pages, galleries, messages, events] = await Promise.all([
    store.count(CONTENT),
    // Images live inside their gallery document; a school has tens of galleries, not thousands.
    store.find<{ images?: JsonValue }>(GALLERIES),
    countUnread(store),
    store.count(EVENTS, { where: [{ field: 'type', op: '==', value: 'event' }] }),
  ]);
  const media = galleries.reduce((sum, gallery) => sum + (Array.isArray(gallery.images) ? gallery.images.length : 0), 0);
  return { pages, media, messages, events };
}
