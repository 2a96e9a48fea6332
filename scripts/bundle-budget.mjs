// Reads the production build and reports the gzipped JavaScript each public route needs before it
// is interactive (the entry, the app it starts, the route's page chunk and all they import
// statically), and the admin back office apart. Exits 1 when the largest route is over the budget,
// so `npm test` catches a regression.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appKey, closure, LATER_PARTS, PAGE_MODULES, readManifest, routeClosure } from '../web/scripts/route-modules.mjs';

// Issue 9's budget, 100 KB, raised to 110 KB by issue 25 (three languages): the message runtime
// and each page's own texts, counted in the language whose catalogues weigh most (Gurmukhi and
// Devanagari take three bytes a letter), cost 6-8 KB per page. Issue 34 took 5.8 to 7.9 KB back off
// each page (the footer, notice and suggestion hydrated later, our own message runtime, the API
// transport and Not Found on demand, server-only code out of the route table, finer shared chunks),
// then 2.3 to 4.1 KB more (React Router's production build, a smaller preload helper, the later
// parts' and Not Found's texts with their chunks, JSON-LD only in the server's render, the shared
// chunks split by the kinds of page that use them): 100 KB again, with every route under it
// (README, Performance). React 19 and React Router alone weigh about 79 KB (the report prints the
// figure: vite.config.ts builds them as chunks of their own), which is why the public pages use no
// MUI (its styling engine alone was about 30 KB more) and /contact loads its zod schemas on demand.
const PUBLIC_BUDGET_KB = Number(process.env.PUBLIC_BUDGET_KB ?? 100);
const ROUTES = Object.keys(PAGE_MODULES);

const dist = join(import.meta.dirname, '..', 'web', 'dist');
const manifest = readManifest(dist);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kbOf = (keys) => [...keys].reduce((sum, key) => sum + gz(manifest[key].file), 0) / 1024;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const publicChunks = closure(manifest, appKey(manifest), closure(manifest, entryKey));
const publicKb = kbOf(publicChunks);
const frameworkKb = kbOf([...publicChunks].filter((key) => ['react', 'react-router'].includes(manifest[key].name)));
if (frameworkKb === 0) throw new Error('No react / react-router chunks in the build: see codeSplitting in web/vite.config.ts');
// A page also waits for its texts before it is interactive: the common catalogue and its page's
// (web/src/lib/i18n/catalogs.ts: JSON files the page fetches, in the one folder web/messages-plugin.ts
// names), counted in the language whose catalogues weigh most.
// A feature's parts, where they are not its folder's name alone (app/public-routes.tsx: withMessages).
const PARTS_OF_FEATURE = {
  'contact-page': ['contact'],
  // src/app/contact-route.tsx: the contact page and its form, one chunk.
  'contact-route.tsx': ['contact'],
  documents: ['documents', 'news'],
  search: ['search', 'news'],
};
// A page module with parts of its own beside its folder's (the pages the subscribers' mails link to).
const PARTS_OF_MODULE = {
  'src/features/subscribe/subscription-links.tsx': ['subscribe', 'subscription-links'],
};
const [messagesFolder] = readdirSync(join(dist, 'assets', 'messages')).map((name) => join('assets', 'messages', name));
if (!messagesFolder) throw new Error('No message catalogues in the build: see web/messages-plugin.ts');
const catalogueFiles = (language, parts) =>
  [...parts].map((part) => join(messagesFolder, language, `${part}.json`)).filter((file) => existsSync(join(dist, file)));
const catalogueKb = (route) =>
  Math.max(
    ...['en', 'pa', 'hi'].map((language) => {
      const parts = new Set([
        'common',
        ...(PAGE_MODULES[route] ?? []).flatMap(
          (module) => PARTS_OF_MODULE[module] ?? PARTS_OF_FEATURE[module.split('/')[2]] ?? [module.split('/')[2]],
        ),
      ]);
      return catalogueFiles(language, parts).reduce((sum, file) => sum + gz(file), 0) / 1024;
    }),
  );
const routeKb = ROUTES.map((route) => [route, kbOf(routeClosure(manifest, route, new Set(publicChunks))) + catalogueKb(route)]);
const largestKb = Math.max(...routeKb.map(([, kb]) => kb));

const adminKey = Object.keys(manifest).find((key) => key.includes('admin-app'));
const adminOnly = adminKey ? [...closure(manifest, adminKey)].filter((key) => !publicChunks.has(key)) : [];
const adminKb = kbOf(adminOnly);

const lazyPublic = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key !== adminKey && !key.includes('admin'));
console.log('Bundle report (gzip -9)');
console.log(`  shared by every public page      : ${publicKb.toFixed(1)} KB`);
console.log(`    of which React + React Router  : ${frameworkKb.toFixed(1)} KB (the rest: our code)`);
for (const [route, kb] of routeKb) console.log(`  ${route.padEnd(28)} before interactive: ${kb.toFixed(1)} KB (with its texts)`);
for (const route of Object.keys(LATER_PARTS)) {
  const withParts = routeClosure(manifest, route, routeClosure(manifest, route, new Set(publicChunks)), LATER_PARTS);
  console.log(
    `  ${route.padEnd(28)} with ${LATER_PARTS[route].map((key) => key.split('/').pop()).join(', ')} (on demand): ${kbOf(withParts).toFixed(1)} KB`,
  );
}
console.log(`  largest public route             : ${largestKb.toFixed(1)} KB (budget ${PUBLIC_BUDGET_KB} KB)`);
console.log(`  admin back office (on demand)    : ${adminKb.toFixed(1)} KB`);
for (const key of lazyPublic) console.log(`  lazy chunk ${key.padEnd(40)}: ${(gz(manifest[key].file) / 1024).toFixed(1)} KB`);
if (largestKb > PUBLIC_BUDGET_KB) {
  console.error(`Public JavaScript is over budget: ${largestKb.toFixed(1)} KB > ${PUBLIC_BUDGET_KB} KB`);
  process.exit(1);
}
