// Runs after `vite build` and `vite build --ssr`: writes real HTML for every public route, so
// phones see text before any JavaScript runs and crawlers and link previews see the content.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeSiteFiles } from './site-files.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const ssrDir = join(web, 'dist-ssr');
const { render, prerenderPaths, siteUrl } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

const template = await readFile(join(dist, 'index.html'), 'utf8');
// Unknown paths and the back office get the empty shell and render in the browser. Without the
// template's default description: pages add their own, and a leftover would shadow it.
await writeFile(join(dist, 'spa.html'), template.replace(/<meta\s+name="description"[\s\S]*?\/>/, ''));

// React 19 renders a page's <title> and <meta> where the component puts them; in a document they
// belong in <head>, replacing the template's defaults.
const HOISTABLE =
  /<title>[\s\S]*?<\/title>|<meta\s[^>]*?(?:name="description"|property="og:[^"]*"|name="twitter:[^"]*")[^>]*>|<link\s[^>]*rel="canonical"[^>]*>/g;

// On a prerendered page the text is already there; the JavaScript only makes it interactive. Low
// fetch priority lets the HTML's images and the first paint go first on a slow phone connection.
// (The empty shell, spa.html, keeps normal priority: there the JavaScript draws everything.)
const lowPriority = (html) =>
  html.replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '<$1 fetchpriority="low" crossorigin');

for (const path of prerenderPaths) {
  const { html, styles } = await render(path);
  const head = html.match(HOISTABLE) ?? [];
  const body = html.replace(HOISTABLE, '');
  let page = lowPriority(template).replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (head.some((tag) => tag.startsWith('<title>'))) page = page.replace(/<title>[\s\S]*?<\/title>/, '');
  if (head.some((tag) => tag.includes('name="description"'))) page = page.replace(/<meta\s+name="description"[\s\S]*?\/>/, '');
  page = page.replace('</head>', `${head.join('')}${styles}</head>`);
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
  console.log(`prerendered ${path}`);
}
await writeSiteFiles(dist, siteUrl, prerenderPaths);
await rm(ssrDir, { recursive: true, force: true });
