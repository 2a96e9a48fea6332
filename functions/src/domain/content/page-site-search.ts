import type { ContentDoc } from '@school/shared/content-schemas';
import { htmlToText } from '@school/shared/plain-text';
import type { SearchSupport } from '../item-kinds/item-kind.js';
import { localizedField } from '../item-kinds/search-text.js';
import { CONTENT } from '../collections.js';

/** The published content pages (a scheduled one from its publish time), at /pages/{slug}. */
export const pageSearch: SearchSupport = {
  async entries({ store }) {
    const pages = await store.find<ContentDoc>(CONTENT, { where: [{ field: 'status', op: '==', value: 'published' }] });
    return pages.map((page) => ({
      key: `page:${page.id}`,
      type: 'page' as const,
      path: `/pages/${page.slug}`,
      title: localizedField(page, 'title'),
      text: localizedField(page, 'content', htmlToText),
      date: page.updatedAt,
      visibleFrom: page.publishAt ?? null,
    }));
  },
};
