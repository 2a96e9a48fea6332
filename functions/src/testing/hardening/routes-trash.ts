import { trashPageQuerySchema } from '@school/shared/trash-schemas';
import { paged, type RouteSpec } from './route-spec.js';

// Rows of the route table for the trash (/admin/trash). The fixture in the trash is a deleted
// message: restoring it writes the inbox, deleting it for good writes only the trash.

export function trashRoutes(): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: '/trash',
      access: 'staff',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      writes: [],
      acceptsQuery: paged(trashPageQuerySchema),
    },
    {
      method: 'POST',
      path: '/trash/:id/restore',
      access: 'staff',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      writes: [
        'db:trash',
        'db:messages',
        'db:content',
        'db:content_slugs',
        'db:events',
        'db:event_slugs',
        'db:event_tags',
        'db:galleries',
        'db:gallery_slugs',
      ],
    },
    {
      method: 'DELETE',
      path: '/trash/:id',
      access: 'staff',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      writes: ['db:trash', 'db:content_slugs', 'db:event_slugs', 'db:gallery_slugs', 'file:files'],
    },
  ];
}
