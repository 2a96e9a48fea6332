import { homeTextsSchema } from '@school/shared/page-text-schemas';
import { PAGE_TEXT_DEFAULTS } from '../../domain/page-texts/page-texts.js';
import { json, schema, type RouteSpec } from './route-spec.js';

// The rows of the page texts' routes (routes/page-texts.ts), for the route table. Their `:page` is
// the home page (route-spec.ts: fixtureParams), whose draft takes the home texts. Any first read of
// a page publishes its defaults, so every row may write the published collection. The rows are in
// the order the tests call them: publishing and discarding act on the draft the rows before left
// (without one they have nothing to do and write nothing, which a successful write must not).

const PUBLISHED = 'db:page_texts';
const DRAFTS = 'db:page_text_drafts';
/** A draft save keeps the draft it replaces, a publish the texts it replaces (domain/revisions). */
const REVISIONS = 'db:revisions';

export function pageTextRoutes(): RouteSpec[] {
  return [
    { method: 'GET', path: '/page-texts/:page', access: 'public', body: 'none', valid: () => ({}), ok: 200, writes: [PUBLISHED] },
    { method: 'GET', path: '/page-texts/:page/draft', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: [PUBLISHED] },
    {
      method: 'PUT',
      path: '/page-texts/:page/draft',
      access: 'staff',
      body: 'json',
      valid: (c) => json({ ...PAGE_TEXT_DEFAULTS.home, visit: { ...PAGE_TEXT_DEFAULTS.home.visit, title: `Come and see us ${c.n}` } }),
      ok: 200,
      writes: [PUBLISHED, DRAFTS, REVISIONS],
      accepts: schema(homeTextsSchema),
    },
    {
      method: 'POST',
      path: '/page-texts/:page/publish',
      access: 'staff',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      writes: [PUBLISHED, DRAFTS, 'file:files', REVISIONS],
    },
    {
      method: 'PUT',
      path: '/page-texts/:page/images/:slot',
      access: 'staff',
      body: 'multipart',
      valid: (c) => ({ parts: [{ name: 'image', filename: 'a.jpg', type: 'image/jpeg', data: c.images.jpeg }] }),
      ok: 200,
      writes: [PUBLISHED, DRAFTS, 'file:files'],
      // Fuzzed files are random bytes, never a decodable image, so no fuzzed form can succeed.
      acceptsForm: () => false,
    },
    {
      method: 'DELETE',
      path: '/page-texts/:page/images/:slot',
      access: 'staff',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      writes: [PUBLISHED, DRAFTS, 'file:files'],
    },
    {
      method: 'DELETE',
      path: '/page-texts/:page/draft',
      access: 'staff',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      writes: [PUBLISHED, DRAFTS, 'file:files'],
    },
  ];
}
