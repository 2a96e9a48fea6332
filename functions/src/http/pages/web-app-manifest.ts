import express, { type Request, type Response, type Router } from 'express';
import { LOCALES, splitLocale, type Locale } from '@school/shared/i18n/locales';
import { APP_COLORS, APP_ICONS, homePath, webAppManifestPath } from '@school/shared/web-app';
import { freshUntil } from '../middleware/answer-memo.js';
import type { PublicReader } from '../public-reads.js';
import { PAGE_CACHE_CONTROL } from './public-pages.js';

// The web app manifest (issue 39, item 4), one per language (`/manifest.webmanifest`, `/pa/...`,
// `/hi/...`: each page links its own, web/src/lib/web-app-head.ts): the school's name as staff set it
// in the settings, the icons, and the home page of that language to start at. One app whichever
// language installs it (`id`). Served by both homes; Hosting rewrites `/manifest.webmanifest` to the
// function (`/pa/**` and `/hi/**` already go there), and caches it like a page.

/** The manifest of `locale` for the school called `name`. */
export function webAppManifest(locale: Locale, name: string) {
  return {
    id: '/',
    name,
    short_name: name,
    lang: locale,
    dir: 'ltr',
    start_url: homePath(locale),
    scope: '/',
    display: 'standalone',
    background_color: APP_COLORS.background,
    theme_color: APP_COLORS.theme,
    icons: APP_ICONS,
  };
}

export function webAppManifests(read: PublicReader): Router {
  const router = express.Router();
  router.get(
    LOCALES.map((locale) => webAppManifestPath(locale)),
    async (req: Request, res: Response) => {
      const settings = await read('/settings');
      const name = (settings.body as { data?: { name?: unknown } } | null)?.data?.name;
      if (settings.status !== 200 || typeof name !== 'string') {
        res.status(503).set('Cache-Control', 'no-store').json({ success: false, error: 'The school settings could not be read' });
        return;
      }
      freshUntil(res, settings.changesAt);
      res
        .set('Cache-Control', PAGE_CACHE_CONTROL)
        .type('application/manifest+json')
        .send(JSON.stringify(webAppManifest(splitLocale(req.path).locale, name)));
    },
  );
  return router;
}
