import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API and its stored files live in one Node process (functions/); in dev we forward to it so the
// browser sees a single origin, exactly as in production (Hosting rewrite or the standalone server).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxy = { '/api': apiTarget, '/files': apiTarget };

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * The chunk for the app every public page starts (src/app/start-app.tsx and all it imports
 * statically, MUI's parts included). Left alone, the bundler cuts that code into a dozen small
 * chunks, one per MUI part the back office or a page also uses; on a phone each one is another
 * request, and over HTTP/1.1 (the standalone server) only six go at a time. What main.tsx imports
 * itself stays out: the entry must not wait for the app it starts after the first paint.
 */
function appShell() {
  let shell: Set<string> | undefined;
  return (id: string, ctx: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }) => {
    const reach = (from: string) => {
      const seen = new Set<string>();
      for (const stack = [from]; stack.length > 0;) {
        const next = stack.pop() ?? '';
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
      return seen;
    };
    if (!shell) {
      const entry = reach(source('main.tsx'));
      shell = new Set([...reach(source('app/start-app.tsx'))].filter((module) => !entry.has(module)));
    }
    return shell.has(id) ? 'app' : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: {
      // zod schemas shared with the API, so the form and the route validate with the same rules
      '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
    },
  },
  build: {
    // The manifest lets scripts/bundle-budget.mjs find what each page needs.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and React Router in chunks of their own: they change only when we upgrade them, so a
        // returning visitor's cached copies outlive our deploys, and the bundle report can say what the
        // framework alone weighs (see scripts/bundle-budget.mjs). Then the app shell in one chunk.
        codeSplitting: isSsrBuild || {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'react-router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 2 },
            // Not what the shell's modules import too: main.tsx's own imports (the entry's) stay out.
            { name: appShell(), debugName: 'app', priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
