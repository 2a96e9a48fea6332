import type { EventItem } from '@school/shared/event-schemas';

/** A news item as GET /events answers it: id `e1`, version 2, no image or tags; `over` changes some. */
export const newsItem = (over: Partial<EventItem> = {}): EventItem => ({
  _id: 'e1',
  title: 'Sports day results',
  description: 'Blue house won.',
  type: 'news',
  tags: [],
  startDate: null,
  endDate: null,
  location: '',
  slug: 'sports-day-results',
  imageUrl: '',
  image: null,
  publishAt: null,
  version: 2,
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  ...over,
});

/** The whole answer of GET /events?limit= (the admin list reads `next` beside `data`): `next` null on the last page. */
export const newsPage = (items: EventItem[], next: string | null = null) => ({
  success: true,
  count: items.length,
  data: items,
  next,
  tags: [],
  years: [],
});
