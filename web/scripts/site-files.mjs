// sitemap.xml and robots.txt, written by prerender.mjs from the same route list the build
// prerenders, so a new public route appears in the sitemap without anyone remembering to add it.
// The site's address comes from web/src/lib/school-info.ts (siteUrl); SITE_URL at build time overrides it.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function writeSiteFiles(dist, siteUrl, paths) {
  const base = (process.env.SITE_URL || siteUrl).replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${escapeXml(base + (path === '/' ? '/' : path))}</loc></url>`);
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  // The back office and the API are for staff and the app, not for search results.
  const robots = `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`;
  await writeFile(join(dist, 'sitemap.xml'), sitemap);
  await writeFile(join(dist, 'robots.txt'), robots);
  console.log(`wrote sitemap.xml (${paths.length} routes) and robots.txt for ${base}`);
}
