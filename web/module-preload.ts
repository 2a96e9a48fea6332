import type { Plugin } from 'vite';

// How the production build preloads what a dynamic import() needs (issue 34, item 6: every byte of
// the entry and the app chunk is on every public page's path to interactive).
//
// Vite wraps each import() in `__vitePreload(load, deps)`, which adds a <link rel="modulepreload">
// for each of the chunk's static imports, so they download beside it rather than one after the
// other. Its own helper, 0.6 KB of the entry, also preloads stylesheets, reads a CSP nonce, looks
// for links already in the page and fires `vite:preloadError`: the site has one stylesheet, inlined
// (vite.config.ts: cssCodeSplit), no nonce, no such links, and app/reload-on-stale-chunk.ts handles
// a failed import itself. This one only preloads, once per file.

/** The module Vite's build imports `__vitePreload` from (vite: importAnalysisBuild.ts). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

type ResolveDependencies = (filename: string, deps: string[], context: { hostId: string }) => string[];

export function modulePreload(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let base = '/';
  /** Each chunk's static imports, all the way down, by file name: what is loaded before it runs. */
  const loadedWith = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'school-module-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      return `const seen = new Set();
export function __vitePreload(load, deps) {
  for (const dep of deps ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = ${JSON.stringify(base)} + dep;
    document.head.append(link);
  }
  return load();
}`;
    },
    // Before Vite's own generateBundle (a 'pre' plugin), which calls resolveDependencies.
    generateBundle(_options, bundle) {
      loadedWith.clear();
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        const chunk = bundle[file];
        if (seen.has(file) || chunk?.type !== 'chunk') return seen;
        seen.add(file);
        for (const imported of chunk.imports) closure(imported, seen);
        return seen;
      };
      for (const file of Object.keys(bundle)) loadedWith.set(file, closure(file));
    },
  };
  // A chunk that runs import() has its own static imports loaded already (for a page's chunk, the
  // app's: React, React Router...): naming them again only made the list longer.
  const resolveDependencies: ResolveDependencies = (filename, deps, { hostId }) => {
    const loaded = loadedWith.get(hostId);
    const needed = loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
    // The imported file alone: import() itself fetches it.
    return needed.length === 1 && needed[0] === filename ? [] : needed;
  };
  return { plugin, resolveDependencies };
}
