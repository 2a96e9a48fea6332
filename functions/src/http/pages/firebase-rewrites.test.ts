import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadWebRenderer } from './web-renderer.js';

// On Firebase, Hosting answers a path from its files unless a rewrite of firebase.json sends it to
// the function; a public page without one is a 404 there, while the embedded home (and every other
// test) serves it. Twice a new page shipped so (the English documents pages; the disclosure page
// needed its own line): this checks every page the web app renders, in every language, against the
// rewrites, so a new top-level page fails here until its rewrite is added.

const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));
const firebaseJson = JSON.parse(readFileSync(new URL('../../../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
};

/** Hosting's globs as this file uses them: an exact path, or `/x/**` for what lies below `/x`. */
const matches = (source: string, path: string) => source === path || (source.endsWith('/**') && path.startsWith(source.slice(0, -2)));

const toFunction = firebaseJson.hosting.rewrites.filter((rule) => rule.function?.functionId === 'api').map((rule) => rule.source);

describe('firebase.json sends every page to the function', () => {
  it('each fixed page and an item of each list, in English, Punjabi and Hindi, the sitemaps and the web app manifests', async () => {
    const { renderer } = await loadWebRenderer(ssrDir);
    // Pages with a parameter are not among the fixed ones: one of each stands for them.
    const items = ['/news/a-notice', '/media/a-gallery', '/documents/a-circular', '/pages/a-page'];
    const english = [...renderer.fixedPaths, ...items];
    expect(english).toContain('/privacy');
    const paths = english.flatMap((path) => [path, `/pa${path === '/' ? '' : path}`, `/hi${path === '/' ? '' : path}`]);
    const files = [
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/robots.txt',
      '/manifest.webmanifest',
      '/pa/manifest.webmanifest',
      '/hi/manifest.webmanifest',
    ];
    const missing = [...paths, ...files].filter((path) => !toFunction.some((source) => matches(source, path)));
    expect(missing).toEqual([]);
  });
});
