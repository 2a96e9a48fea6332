// Which chunks a public route needs, read from Vite's manifest (build.manifest in vite.config.ts).
// Used by prerender.mjs (to preload a data page's code) and scripts/bundle-budget.mjs (to measure it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The manifest key of the app main.tsx imports after the first paint; every page needs it to be
 * interactive. web/chunk-groups.ts builds it as the chunk named `app` (then src/app/start-app.tsx is
 * not a key of its own).
 */
export function appKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].name === 'app' && !manifest[k].isEntry) ?? 'src/app/start-app.tsx';
  if (!manifest[key]) throw new Error('No app chunk in the build manifest: see codeSplitting in web/vite.config.ts');
  return key;
}

/**
 * The lazy page module(s) each route needs before it is interactive (web/src/app/public-routes.tsx).
 * Not Found is in the app itself.
 */
export const PAGE_MODULES = {
  '/': ['src/features/home/home-page.tsx'],
  '/about': ['src/features/about/about-page.tsx'],
  '/academics': ['src/features/academics/academics-page.tsx'],
  '/admissions': ['src/features/admissions/admissions-page.tsx'],
  '/parent-resources': ['src/features/parent-resources/parent-resources-page.tsx'],
  // The page with its form (one chunk: src/app/contact-route.tsx). Its zod schemas and the e-mail's
  // presses load later (lib/visitor-forms/load-contact-schemas.ts).
  '/contact': ['src/app/contact-route.tsx'],
  '/media': ['src/features/media/media-page.tsx'],
  '/news': ['src/features/news/news-page.tsx'],
  '/events': ['src/features/news/news-page.tsx'],
  '/pages/:slug': ['src/features/content-page/published-page.tsx'],
  '/news/:slug': ['src/features/news/news-item-page.tsx'],
  '/media/:slug': ['src/features/media/gallery-page.tsx'],
  '/documents': ['src/features/documents/documents-routes.ts'],
  '/documents/:slug': ['src/features/documents/documents-routes.ts'],
  '/search': ['src/features/search/search-page.tsx'],
  '/admissions/fees': ['src/features/fees/fees-page.tsx'],
  '/mandatory-public-disclosure': ['src/features/disclosure/disclosure-page.tsx'],
  '/privacy': ['src/features/privacy/privacy-page.tsx'],
  // Its schemas, with the phone library, load later (features/enquiry/enquiry-requests.ts).
  '/admissions/enquire': ['src/features/enquiry/enquiry-page.tsx'],
  // The subscribe form, and the pages the subscribers' mails link to (issue 39).
  '/subscribe': ['src/features/subscribe/subscribe-page.tsx'],
  '/subscribe/confirm': ['src/features/subscribe/subscription-links.tsx'],
  '/subscribe/manage': ['src/features/subscribe/subscription-links.tsx'],
};

/**
 * Parts loaded on demand, reported beside the budget: the lightbox loads when a photo is opened,
 * the visitor forms' zod schemas and e-mail steps (and the enquiry's later part) once the page is idle or the form is touched.
 */
export const LATER_PARTS = {
  '/media': ['src/features/media/photo-lightbox.tsx'],
  '/media/:slug': ['src/features/media/photo-lightbox.tsx'],
  // The e-mail's presses bring the contact schemas (zod) with them; the contact form's own check
  // imports the same chunk.
  '/contact': ['src/lib/visitor-forms/email-steps.ts'],
  '/admissions/enquire': ['src/features/enquiry/enquiry-later.ts', 'src/lib/visitor-forms/email-steps.ts'],
};

/** The manifest keys of every chunk `route` needs beyond `shared` (a set of keys it adds them to). */
export function routeClosure(manifest, route, shared, modules = PAGE_MODULES) {
  for (const key of modules[route] ?? []) closure(manifest, key, shared);
  return shared;
}

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The manifest keys of `key` and everything it imports statically, added to `seen`. */
export function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: update web/scripts/route-modules.mjs`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}
