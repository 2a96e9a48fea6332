// Runs after `vite build` and `vite build --ssr`: turns the built index.html into the template the
// server renders every public page into (web/dist-ssr/template.html, beside entry-server.js), and
// the empty shell of the back office (dist/spa.html). dist/ then holds no index.html: the pages are
// rendered per request from stored content (functions/src/http/pages/), never sent as built files;
// so are sitemap.xml and robots.txt, which name the site's own address.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const ssrDir = join(web, 'dist-ssr');

const built = await readFile(join(dist, 'index.html'), 'utf8');
// Pages bring their own description; a leftover default would shadow it.
const withoutDescription = built.replace(/<meta\s+name="description"[\s\S]*?\/>/, '');
await writeFile(join(dist, 'spa.html'), withoutDescription);

// The build's one stylesheet (vite.config.ts: cssCodeSplit), inlined into each page: on a slow phone
// line a separate, render-blocking CSS request would delay the first paint by a round trip.
const stylesheet = built.match(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/);
if (!stylesheet) throw new Error('No stylesheet in dist/index.html: see cssCodeSplit in web/vite.config.ts');
const css = await readFile(join(dist, stylesheet[1]), 'utf8');
// On a rendered page the text is already there; the JavaScript only makes it interactive. Low
// fetch priority lets the HTML's images and the first paint go first on a slow phone connection.
const template = withoutDescription
  .replace(stylesheet[0], () => `<style>${css}</style>`)
  .replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '<$1 fetchpriority="low" crossorigin');
await writeFile(join(ssrDir, 'template.html'), template);
await rm(join(dist, 'index.html'));
// Firebase Hosting sends dist/404.html for a path no rewrite names (firebase.json) and a missing
// file: the Not Found page, rendered once here by the same components.
const { renderPage } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
await writeFile(join(dist, '404.html'), (await renderPage('/404', {}, template, '')).html);
console.log('wrote dist-ssr/template.html, dist/spa.html and dist/404.html');
