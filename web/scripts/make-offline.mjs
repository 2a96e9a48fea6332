// Runs after `vite build` (web/package.json's build): writes the offline pages, one per language
// (dist/offline/<language>.html), and builds the service worker (web/sw/sw.ts) into dist/sw.js with
// those pages' addresses and hashes to precache (issue 39, item 4).
//
// An offline page is what the worker shows for a page it cannot fetch and never kept: a small static
// page, whole in itself (its style and the crest inline, no script, no font to fetch), in the language
// of the address asked for. Its texts are the `offline` part of the message catalogues
// (packages/shared/src/i18n/messages/<language>/offline.json), which no page loads; the worker puts the
// school's name from its kept settings where OFFLINE_SCHOOL_NAME_MARK stands.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';

const web = join(import.meta.dirname, '..');
const dist = join(web, 'dist');
const messages = join(web, '..', 'packages', 'shared', 'src', 'i18n', 'messages');

const { color } = await tsImport('../src/lib/theme/tokens.ts', import.meta.url);
const { LOCALES } = await tsImport('../../packages/shared/src/i18n/locales.ts', import.meta.url);
const { homePath, offlinePagePath, OFFLINE_SCHOOL_NAME_MARK } = await tsImport('../../packages/shared/src/web-app.ts', import.meta.url);

// The crest of favicon.svg, drawn beside the name as on every page's header.
const crest = (await readFile(join(web, 'public', 'favicon.svg'), 'utf8'))
  .replace('<svg ', '<svg width="40" height="40" aria-hidden="true" focusable="false" ')
  .split('\n')
  .map((line) => line.trim())
  .join('');

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const style = [
  `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;background:${color.cream};color:${color.ink};line-height:1.6}`,
  `header{display:flex;align-items:center;gap:12px;padding:12px 20px;background:${color.primary};color:${color.paper};font-weight:700;font-size:1.1rem}`,
  `main{max-width:36rem;margin:0 auto;padding:32px 20px}`,
  `h1{color:${color.primary};font-size:1.75rem;line-height:1.3;margin:0 0 16px}`,
  `p{margin:0 0 16px}`,
  `.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}`,
  `a{display:inline-block;padding:12px 20px;border-radius:12px;font-weight:700;text-decoration:none;color:${color.primary};border:2px solid ${color.primary}}`,
  `a.primary{background:${color.primary};color:${color.paper}}`,
  `a:focus-visible{outline:3px solid ${color.focusRing};outline-offset:2px}`,
].join('');

/** One language's offline page. "Try again" is a link to the page itself (`href=""`): no script needed. */
function offlinePage(locale, t) {
  const say = (text) => escape(t[text] ?? text);
  return `<!doctype html>
<html lang="${locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${color.primary}">
<title>${say('You are offline')}</title>
<style>${style}</style>
</head>
<body>
<header>${crest}<span lang="en">${OFFLINE_SCHOOL_NAME_MARK}</span></header>
<main>
<h1>${say('You are offline')}</h1>
<p>${say('This page is not saved on this device, and it needs an internet connection to open.')}</p>
<p>${say("The pages you have opened before, and the school's notice, can still be read without a connection.")}</p>
<div class="actions"><a class="primary" href="">${say('Try again')}</a><a href="${homePath(locale)}">${say('Go to the home page')}</a></div>
</main>
</body>
</html>
`;
}

const pages = [];
for (const locale of LOCALES) {
  const texts = JSON.parse(await readFile(join(messages, locale, 'offline.json'), 'utf8'));
  const html = offlinePage(locale, texts);
  const url = offlinePagePath(locale);
  await mkdir(join(dist, 'offline'), { recursive: true });
  await writeFile(join(dist, url), html);
  pages.push({ url, revision: createHash('sha256').update(html).digest('hex').slice(0, 16) });
}

// The worker: one classic script (module workers are not in every browser the site supports),
// Workbox's development logging left out.
await build({
  configFile: false,
  logLevel: 'warn',
  root: web,
  define: { __OFFLINE_PAGES__: JSON.stringify(pages), 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: join(web, 'sw', 'sw.ts'), formats: ['iife'], name: 'schoolServiceWorker', fileName: () => 'sw.js' },
  },
});
console.log(`wrote dist/sw.js and the offline pages (${pages.map((page) => page.url).join(', ')})`);
