import type { EventDoc } from '@school/shared/event-schemas';
import type { SearchSupport } from '../item-kinds/item-kind.js';
import { joinTexts, localizedField } from '../item-kinds/search-text.js';
import { EVENTS } from '../collections.js';

/** Every news item and event (each is public from its publish time), at its page /news/{slug}. */
export const eventSearch: SearchSupport = {
  async entries({ store }) {
    const items = await store.find<EventDoc>(EVENTS);
    return items.map((item) => ({
      key: `event:${item.id}`,
      type: item.type,
      path: `/news/${item.slug}`,
      title: localizedField(item, 'title'),
      text: joinTexts(localizedField(item, 'description'), localizedField(item, 'location')),
      date: item.type === 'event' && item.startDate ? item.startDate : item.publishedAt,
      visibleFrom: item.publishAt ?? null,
    }));
  },
};
