import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';

// The API and its stored files live in one Node process (functions/); in dev we forward to it so the
// browser sees a single origin, exactly as in production (Hosting rewrite or the standalone server).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxy = { '/api': apiTarget, '/files': apiTarget };

/**
 * The code is written against React, but the build (browser bundle and prerender alike) runs it on
 * preact/compat: react-dom alone is ~58 KB gzipped, more than half of the 100 KB a public page may
 * load before it is interactive (issue 9); Preact with its compat layer is ~11 KB. `npm run dev`
 * keeps real React for its fast refresh and warnings; the browser tests run against the build.
 * To go back to React, delete these aliases (and use react-dom/static in entry-server.tsx).
 */
const preactInPlaceOfReact: Alias[] = Object.entries({
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
}).map(([name, replacement]) => ({ find: new RegExp(`^${name}$`), replacement }));

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      // zod schemas shared with the API, so the form and the route validate with the same rules
      { find: '@shared', replacement: fileURLToPath(new URL('../functions/src/shared', import.meta.url)) },
      ...(command === 'build' ? preactInPlaceOfReact : []),
    ],
  },
  // The manifest lets scripts/bundle-budget.mjs find what each page needs.
  build: {
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // React Router reads React.useOptimistic and falls back when it is missing, as on Preact.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
  // The prerender bundles its dependencies, or Node would hand MUI the real React next to Preact.
  ssr: command === 'build' ? { noExternal: true } : {},
  server: { proxy },
  preview: { proxy },
}));
