// Runs after `vite build` and `vite build --ssr`: writes real HTML for every public route, so
// phones see text before any JavaScript runs and crawlers and link previews see the content.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appKey, closure, readManifest, routeClosure } from './route-modules.mjs';
import { writeSiteFiles } from './site-files.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const ssrDir = join(web, 'dist-ssr');
const { render, prerenderPaths, siteUrl, dataPages } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

const built = await readFile(join(dist, 'index.html'), 'utf8');
// The build's one stylesheet (vite.config.ts: cssCodeSplit), inlined into each prerendered page: on a
// slow phone line a separate, render-blocking CSS request would delay the first paint by a round trip.
const stylesheet = built.match(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/);
if (!stylesheet) throw new Error('No stylesheet in dist/index.html: see cssCodeSplit in web/vite.config.ts');
const css = await readFile(join(dist, stylesheet[1]), 'utf8');
const template = built.replace(stylesheet[0], `<style>${css}</style>`);
// Unknown paths and the back office get the empty shell and render in the browser. Without the
// template's default description: pages add their own, and a leftover would shadow it.
await writeFile(join(dist, 'spa.html'), built.replace(/<meta\s+name="description"[\s\S]*?\/>/, ''));

// React 19 renders a page's <title> and <meta> where the component puts them; in a document they
// belong in <head>, replacing the template's defaults.
const HOISTABLE =
  /<title>[\s\S]*?<\/title>|<meta\s[^>]*?(?:name="description"|property="og:[^"]*"|name="twitter:[^"]*")[^>]*>|<link\s[^>]*rel="canonical"[^>]*>/g;

// On a prerendered page the text is already there; the JavaScript only makes it interactive. Low
// fetch priority lets the HTML's images and the first paint go first on a slow phone connection.
// (The empty shell, spa.html, keeps normal priority: there the JavaScript draws everything, and so
// do the pages whose main content is data the JavaScript fetches: see DATA_PAGES in app/early-data.ts.)
const lowPriority = (html) =>
  html.replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '<$1 fetchpriority="low" crossorigin');

// A data page cannot show its main content before its data, the app and its page code are all
// there. So the HTML asks for them at once, in parallel, instead of one after the other (main.tsx,
// then the app, then the page, then the API call). The data goes first, right after the charset,
// so that the photos it names can start early too (app/early-data.ts preloads them).
const manifest = readManifest(dist);
const withPreloads = (path) => {
  const modules = [...routeClosure(manifest, path, closure(manifest, appKey(manifest)))]
    .map((key) => `/${manifest[key].file}`)
    .filter((href) => !template.includes(href))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  // The same request main.tsx makes (lib/early-requests.ts), so the browser hands over this answer.
  const data = `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${dataPages[path]}">`;
  return template.replace(/(<meta charset="UTF-8" \/>)/, `$1${data}`).replace('</head>', `${modules}</head>`);
};

for (const path of prerenderPaths) {
  const html = await render(path);
  const head = html.match(HOISTABLE) ?? [];
  const body = html.replace(HOISTABLE, '');
  const shell = path in dataPages ? withPreloads(path) : lowPriority(template);
  let page = shell.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (head.some((tag) => tag.startsWith('<title>'))) page = page.replace(/<title>[\s\S]*?<\/title>/, '');
  if (head.some((tag) => tag.includes('name="description"'))) page = page.replace(/<meta\s+name="description"[\s\S]*?\/>/, '');
  page = page.replace('</head>', `${head.join('')}</head>`);
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
  console.log(`prerendered ${path}`);
}
await writeSiteFiles(dist, siteUrl, prerenderPaths);
await rm(ssrDir, { recursive: true, force: true });
