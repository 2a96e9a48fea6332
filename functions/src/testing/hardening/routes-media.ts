import { sanitizeBody } from '../../domain/content/sanitize-body.js';
import {
  contentInputSchema,
  contentListQuerySchema,
  contentPageQuerySchema,
  contentSearchQuerySchema,
  hasVisibleContent,
} from '@school/shared/content-schemas';
import { eventPageQuerySchema } from '@school/shared/event-pages';
import { eventListQuerySchema } from '@school/shared/event-schemas';
import { galleryPageQuerySchema } from '@school/shared/gallery-pages';
import { galleryCreateSchema, galleryImageUpdateSchema, galleryUpdateSchema } from '@school/shared/gallery-schemas';
import { eventFormAccepted, eventJsonAccepted } from './event-oracle.js';
import type { Part } from './raw-request.js';
import { json, paged, schema, type RouteSpec } from './route-spec.js';
import { EVENTS } from '../../domain/collections.js';

// Rows of the route table for content pages, news and events, and galleries.

/** What staff writes may touch: the collection, its slug claims, and the image files. */
const STAFF_WRITES = {
  galleries: ['db:galleries'],
  galleryFiles: ['db:galleries', 'file:files'],
  /** Creating or deleting a gallery takes or frees its slug. */
  galleryLife: ['db:galleries', 'db:gallery_slugs', 'file:files'],
  // Saves keep the version they replace (domain/revisions) and the tags in use (event_tags).
  events: ['db:events', 'db:event_slugs', 'db:event_tags', 'file:files', 'db:revisions'],
  content: ['db:content', 'db:content_slugs', 'file:files', 'db:revisions'],
} as const;

/** Deletes move the thing to the trash (domain/trash) as well. */
const TRASHES = {
  content: [...STAFF_WRITES.content, 'db:trash'],
  events: [...STAFF_WRITES.events, 'db:trash'],
  galleryLife: [...STAFF_WRITES.galleryLife, 'db:trash'],
  galleryFiles: [...STAFF_WRITES.galleryFiles, 'db:trash'],
};

const page = (n: number, status = 'draft') => ({ title: `Page ${n}`, slug: `page-${n}`, content: `<p>Body ${n}</p>`, status });
const newsFields = (n: number): Part[] => [
  { name: 'title', data: `News ${n}` },
  { name: 'description', data: 'About the day.' },
  { name: 'type', data: 'news' },
  { name: 'tags', data: '["announcement"]' },
];

export function contentRoutes(): RouteSpec[] {
  const accepts = (body: unknown) => {
    const parsed = contentInputSchema.safeParse(body ?? {});
    // The route also refuses a body that is empty once cleaned (nothing but <script>, say).
    return parsed.success && hasVisibleContent(sanitizeBody(parsed.data.content));
  };
  return [
    {
      method: 'GET',
      path: '/content',
      access: 'optional',
      body: 'none',
      valid: () => ({ query: 'type=page' }),
      ok: 200,
      writes: [],
      acceptsQuery: paged(contentPageQuerySchema, contentListQuerySchema),
    },
    {
      method: 'GET',
      path: '/content/search',
      access: 'optional',
      body: 'none',
      valid: () => ({ query: 'q=body' }),
      ok: 200,
      writes: [],
      acceptsQuery: schema(contentSearchQuerySchema),
    },
    { method: 'GET', path: '/content/slug/:slug', access: 'optional', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    { method: 'GET', path: '/content/:id', access: 'optional', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    {
      method: 'POST',
      path: '/content',
      access: 'staff',
      body: 'json',
      valid: (c) => json(page(c.n)),
      ok: 201,
      writes: STAFF_WRITES.content,
      accepts,
      refusals: [409],
    },
    {
      method: 'PUT',
      path: '/content/:id',
      access: 'staff',
      body: 'json',
      valid: (c) => json(page(c.n, 'published')),
      ok: 200,
      writes: STAFF_WRITES.content,
      accepts,
      refusals: [409],
    },
    { method: 'DELETE', path: '/content/:id', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: TRASHES.content },
    {
      method: 'PUT',
      path: '/content/:id/featuredimage',
      access: 'staff',
      body: 'multipart',
      valid: (c) => ({ parts: [{ name: 'featuredImage', filename: 'photo.png', type: 'image/png', data: c.images.png }] }),
      ok: 200,
      writes: STAFF_WRITES.content,
      // Fuzzed files are random bytes, never a decodable image, so no fuzzed form can succeed.
      acceptsForm: () => false,
    },
  ];
}

export function eventRoutes(): RouteSpec[] {
  const list = { body: 'none', ok: 200, writes: [], acceptsQuery: paged(eventPageQuerySchema, eventListQuerySchema) } as const;
  return [
    { method: 'GET', path: '/events.ics', access: 'public', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    { method: 'GET', path: '/news.rss', access: 'public', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    { method: 'GET', path: '/news', access: 'optional', valid: () => ({ query: 'type=news' }), ...list },
    { method: 'GET', path: '/events', access: 'optional', valid: () => ({ query: 'type=event' }), ...list },
    { method: 'GET', path: '/events/slug/:slug', access: 'optional', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    { method: 'GET', path: '/events/:id', access: 'optional', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    {
      method: 'POST',
      path: '/events',
      access: 'staff',
      body: 'json-or-multipart',
      valid: (c) => ({ parts: [...newsFields(c.n), { name: 'image', filename: 'photo.png', type: 'image/png', data: c.images.png }] }),
      ok: 201,
      writes: STAFF_WRITES.events,
      accepts: (body) => eventJsonAccepted(body, null),
      acceptsForm: (form) => eventFormAccepted(form, null),
    },
    {
      method: 'PUT',
      path: '/events/:id',
      access: 'staff',
      body: 'json-or-multipart',
      valid: (c) => ({ parts: newsFields(c.n) }),
      ok: 200,
      writes: STAFF_WRITES.events,
      accepts: async (body, { api, f }) => eventJsonAccepted(body, await api.home.store.get(EVENTS, f.eventId)),
      acceptsForm: async (form, { api, f }) => eventFormAccepted(form, await api.home.store.get(EVENTS, f.eventId)),
      // A `version` older than the stored one: someone saved in between (item-version.ts).
      refusals: [409],
    },
    { method: 'DELETE', path: '/events/:id', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: TRASHES.events },
  ];
}

export function galleryRoutes(): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: '/galleries',
      access: 'optional',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      writes: [],
      acceptsQuery: paged(galleryPageQuerySchema),
    },
    { method: 'GET', path: '/galleries/slug/:slug', access: 'optional', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    {
      method: 'POST',
      path: '/galleries',
      access: 'staff',
      body: 'json',
      valid: (c) => json({ title: `Gallery ${c.n}`, category: 'events', description: 'Photos', isPublished: false }),
      ok: 201,
      writes: STAFF_WRITES.galleryLife,
      accepts: schema(galleryCreateSchema),
    },
    {
      method: 'PUT',
      path: '/galleries/:id',
      access: 'staff',
      body: 'json',
      valid: () => json({ title: 'Renamed', category: 'sports', description: 'Renamed too', isPublished: true }),
      ok: 200,
      writes: STAFF_WRITES.galleries,
      accepts: schema(galleryUpdateSchema),
      // A `version` older than the stored one: someone saved in between (item-version.ts).
      refusals: [409],
    },
    {
      method: 'DELETE',
      path: '/galleries/:id',
      access: 'staff',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      writes: TRASHES.galleryLife,
    },
    {
      method: 'POST',
      path: '/galleries/:id/images',
      access: 'staff',
      body: 'multipart',
      valid: (c) => ({ parts: [{ name: 'images', filename: 'a.jpg', type: 'image/jpeg', data: c.images.jpeg }] }),
      ok: 201,
      writes: STAFF_WRITES.galleryFiles,
      // Fuzzed files are random bytes, never a decodable image, so no fuzzed form can succeed.
      acceptsForm: () => false,
    },
    {
      method: 'PUT',
      path: '/galleries/:id/images/:imageId',
      access: 'staff',
      body: 'json',
      valid: () => json({ caption: 'Prize giving', alt: 'Students on stage', order: 0 }),
      ok: 200,
      writes: STAFF_WRITES.galleries,
      accepts: schema(galleryImageUpdateSchema),
    },
    {
      method: 'DELETE',
      path: '/galleries/:id/images/:imageId',
      access: 'staff',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      writes: TRASHES.galleryFiles,
    },
  ];
}
