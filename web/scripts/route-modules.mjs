// Which chunks a public route needs, read from Vite's manifest (build.manifest in vite.config.ts).
// Used by prerender.mjs (to preload a data page's code) and scripts/bundle-budget.mjs (to measure it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** main.tsx imports the app itself after the first paint; every page needs it to be interactive. */
export const APP_MODULE = 'src/app/start-app.tsx';

/** The lazy page module of each route that has one (web/src/app/public-routes.tsx); the home page is in the app. */
export const PAGE_MODULES = {
  '/about': 'src/features/about/about-page.tsx',
  '/admissions': 'src/features/admissions/admissions-page.tsx',
  '/contact': 'src/features/contact-page/contact-page.tsx',
  '/media': 'src/features/media/media-page.tsx',
  '/news': 'src/features/news/news-page.tsx',
  '/events': 'src/features/news/news-page.tsx',
};

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
