import { fileURLToPath, URL } from 'node:url';

// How the production build cuts the public site into files (vite.config.ts: codeSplitting).
// Left alone, the bundler makes one small chunk per MUI part that two lazy parts share: a phone
// fetched about twenty files before /media could show its photos, and over HTTP/1.1 (the
// standalone server) a browser fetches only six at a time. These groups make that a handful.

interface ModuleGraph {
  getModuleInfo: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** web/scripts/route-modules.mjs (appKey) and the browser tests that slow the app down find it by this name. */
const APP_CHUNK = 'app';
/** What pages of every kind share (their head tags, hero, dates, translated texts), and all the visitors' forms share with other pages. */
const PAGE_PARTS_CHUNK = 'page-parts';
/** What only some kinds of page share (stored pictures, chips, the school's hours...), so the forms and most text pages do not carry it. */
const MORE_PAGE_PARTS_CHUNK = 'more-page-parts';
/** What only the pages of stored texts share (home, about ...: lib/page-texts.tsx), so /contact and /news do not carry it. */
const TEXT_PAGE_PARTS_CHUNK = 'text-page-parts';
/** What only the pages with tabs share (about, academics, admissions: lib/tabbed-page.tsx), so the other text pages do not carry it. */
const TAB_PAGE_PARTS_CHUNK = 'tab-page-parts';
/** What only the pages of one stored item share (a news item's, a gallery's, a content page's: their load error), so list pages do not carry it. */
const ITEM_PAGE_PARTS_CHUNK = 'item-page-parts';
/** What only the visitors' forms share (the contact form, the admission enquiry: the e-mail's code, the consent), so other pages do not carry it. */
const FORM_PARTS_CHUNK = 'form-parts';

/**
 * `app`: what every public page runs (src/app/start-app.tsx and all it imports statically).
 * `page-parts` and the others: what two or more public pages import (page hero, head tags...), so
 * a page needs its own chunk and a few of these. What main.tsx imports itself stays out of them: the
 * entry must not wait for the app it starts after the first paint. The back office is not a public page.
 */
export function publicChunkOf(): (id: string, graph: ModuleGraph) => string | null {
  let groups: Map<string, string> | undefined;
  return (id, graph) => {
    groups ??= groupModules(graph);
    return groups.get(id) ?? null;
  };
}

function groupModules(graph: ModuleGraph): Map<string, string> {
  const reach = (from: string, skip: Set<string> = new Set()) => {
    const seen = new Set<string>();
    for (const stack = [from]; stack.length > 0;) {
      const next = stack.pop() ?? '';
      if (seen.has(next) || skip.has(next)) continue;
      seen.add(next);
      stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
    return seen;
  };
  const entry = reach(source('main.tsx'));
  const shell = reach(source('app/start-app.tsx'), entry);
  const pages = [...shell]
    .flatMap((module) => graph.getModuleInfo(module)?.dynamicallyImportedIds ?? [])
    .filter((page) => !page.includes('/src/app/admin/'));
  const usedBy = new Map<string, string[]>();
  const textPages = new Set<string>();
  const tabPages = new Set<string>();
  const itemPages = new Set<string>();
  const formPages = new Set<string>();
  for (const page of new Set(pages)) {
    const modules = reach(page, new Set([...entry, ...shell]));
    if (modules.has(source('lib/page-texts.tsx'))) textPages.add(page);
    if (modules.has(source('lib/tabbed-page.tsx'))) tabPages.add(page);
    if (modules.has(source('lib/ui/retry-alert.tsx'))) itemPages.add(page);
    if (modules.has(source('lib/early-fields.ts'))) formPages.add(page);
    for (const module of modules) if (module !== page) usedBy.set(module, [...(usedBy.get(module) ?? []), page]);
  }
  const kindOf = (page: string) => (formPages.has(page) ? 'form' : textPages.has(page) ? 'text' : itemPages.has(page) ? 'item' : 'list');
  const groups = new Map<string, string>();
  for (const module of shell) groups.set(module, APP_CHUNK);
  for (const [module, users] of usedBy) {
    // Shared by the pages of one feature only (/news and a news item's page, /media and a gallery's):
    // left to the bundler, which puts them in a chunk of their own for exactly those pages. In
    // page-parts every other page carried them (issue 34, item 6: /contact loaded the news and
    // gallery code, 2.5 KB).
    if (users.length < 2 || new Set(users.map(featureOf)).size === 1) continue;
    const only = (kind: Set<string>) => users.every((page) => kind.has(page));
    // What the rest of the pages share is split in two (issue 34, item 6: in one page-parts, a form
    // or /mandatory-public-disclosure carried 1.3 KB of pictures, chips and the like it never
    // shows). page-parts: what pages of every kind use (forms, text pages, item pages, the lists),
    // and what the forms use, as they carry form-parts too; more-page-parts: the rest.
    const inPageParts = new Set(users.map(kindOf)).size === 4 || users.some((page) => formPages.has(page));
    groups.set(
      module,
      only(formPages)
        ? FORM_PARTS_CHUNK
        : only(tabPages)
          ? TAB_PAGE_PARTS_CHUNK
          : only(textPages)
            ? TEXT_PAGE_PARTS_CHUNK
            : only(itemPages)
              ? ITEM_PAGE_PARTS_CHUNK
              : inPageParts
                ? PAGE_PARTS_CHUNK
                : MORE_PAGE_PARTS_CHUNK,
    );
  }
  return groups;
}

/** The folder a page's module is in: features/news for both news pages. */
const featureOf = (page: string): string => page.slice(0, page.lastIndexOf('/'));
