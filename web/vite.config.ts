import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { publicChunkOf } from './chunk-groups.ts';
import { modulePreload } from './module-preload.ts';
import { compiledMessages } from './messages-plugin.ts';

// The API and its stored files live in one Node process (functions/); in dev we forward to it so the
// browser sees a single origin, exactly as in production (Hosting rewrite or the standalone server).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxy = { '/api': apiTarget, '/files': apiTarget };

// React Router's package exports its development build to every bundler (dev warnings, their long
// texts and the dev-only error screen included); its production build, the same code with those
// left out, is only reachable by path. The browser's build takes it (0.5 KB less on every public
// page: issue 34, item 6); the server's render, the dev server and the tests keep the warnings.
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

const preload = modulePreload();

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    preload.plugin,
    compiledMessages(),
    react(),
    // Each built script and stylesheet also as brotli (at its best quality) and gzip, which the
    // standalone server sends as they are (functions/src/http/built-assets.ts) instead of compressing
    // every request again: 26 ms of CPU for the admin's largest script each time, and a brotli file
    // made once at the best quality is smaller than one made in a hurry. Firebase Hosting does its
    // own (firebase.json leaves these out of a deploy).
    !isSsrBuild && compression({ include: /^assets\/.+\.(js|css|json|svg)$/, threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: { alias: command === 'build' && !isSsrBuild ? reactRouterProduction : [] },
  build: {
    // The manifest lets scripts/bundle-budget.mjs find what each page needs.
    manifest: true,
    // One stylesheet for the whole site (the public pages' CSS modules are about 5 KB gzipped):
    // prerendered pages inline it (scripts/prerender.mjs), so no page waits for a CSS request, and
    // moving between pages or into a lazy part never waits for one either.
    cssCodeSplit: false,
    // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115);
    // one that does not still loads every module, a moment later. The polyfill was 0.5 KB of every
    // page's first script (issue 34, item 6). What a dynamic import preloads: ./module-preload.ts.
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      // Imported constants written where they are used: an icon's path data (lib/ui/icons) goes into
      // the chunk of each page that shows it instead of a chunk those pages share, which every page
      // that loads that chunk for something else then carried (issue 34, item 6: 0.2 to 0.7 KB a page).
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        // React and React Router in chunks of their own: they change only when we upgrade them, so a
        // returning visitor's cached copies outlive our deploys, and the bundle report can say what the
        // framework alone weighs (see scripts/bundle-budget.mjs). Then the public site's (chunk-groups.ts).
        codeSplitting: isSsrBuild || {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'react-router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 2 },
            // Only the modules chunk-groups.ts names, not all they import: main.tsx's imports stay out.
            { name: publicChunkOf(), debugName: 'public', priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  // The server build (entry-server.tsx) carries React and everything else it imports, so the
  // function that loads it (functions/src/http/pages/) needs none of the web's packages installed.
  ssr: { noExternal: true },
  server: { proxy },
  preview: { proxy },
}));
