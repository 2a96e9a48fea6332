import type { Locale } from '@school/shared/i18n/locales';
import type { Messages, Translator } from './translator';

// The fixed texts of the public site, one catalogue per language and part of the site
// (packages/shared/src/i18n/messages/<language>/<part>.json), compiled at build time
// (web/messages-plugin.ts): in the browser's build each a JSON file the page fetches, elsewhere (the
// server's render, the dev server, the tests) a module. A page loads the common part and its own before it renders
// (the browser before hydrating, the server before rendering), so no page carries another's texts.

/** The parts of the site with texts of their own; `common` is the layout's and every page's. */
export type MessagePart =
  | 'common'
  | 'home'
  | 'about'
  | 'academics'
  | 'admissions'
  | 'parent-resources'
  | 'contact'
  | 'news'
  | 'media'
  | 'pages'
  | 'documents'
  | 'search'
  | 'disclosure'
  | 'fees'
  | 'privacy'
  | 'enquiry'
  | 'enquiry-later'
  | 'subscribe'
  | 'subscription-links'
  | 'visitor-forms'
  | 'later-parts'
  | 'not-found'
  | 'language-suggestion';

/** Where the browser's build finds its catalogues (web/messages-plugin.ts names the folder by their contents). */
declare const __MESSAGES_FOLDER__: string;

/** A catalogue by `<language>/<part>`; undefined when there is none. */
const catalogue: (key: string) => (() => Promise<Messages>) | undefined =
  import.meta.env.PROD && !import.meta.env.SSR ? (key) => () => fetchCatalogue(`${__MESSAGES_FOLDER__}/${key}.json`) : modules();

// A failed fetch throws like a failed chunk import, so a page opened before a deploy reloads once
// (app/reload-on-stale-chunk.ts).
async function fetchCatalogue(url: string): Promise<Messages> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  return (await response.json()) as Messages;
}

function modules(): (key: string) => (() => Promise<Messages>) | undefined {
  // The mail part is the server's (functions/src/domain/i18n/server-messages.ts), the offline part the
  // offline pages' (web/scripts/make-offline.mjs): never loaded by a page.
  const compiled = import.meta.glob<Messages>(
    ['../../../../packages/shared/src/i18n/messages/*/*.json', '!**/mail.json', '!**/offline.json'],
    {
      query: '?compiled',
      import: 'default',
    },
  );
  return (key) => compiled[`../../../../packages/shared/src/i18n/messages/${key}.json`];
}

const loaded = new WeakMap<Translator, Set<string>>();

/**
 * Every part: the server loads them all before it renders any page. All but `visitor-forms`,
 * `enquiry-later` and `language-suggestion`, texts no render shows: only what follows a press on a
 * visitor's form, which loads them then (lib/visitor-forms/load-contact-schemas.ts,
 * features/enquiry/load-enquiry-later.ts), and the offer of another language, in that language
 * (app/layout/language-suggestion-bar.tsx), off the page's path to interactive; names less in every
 * page's script. `later-parts` (the footer, notice banner and header search: app/layout/later-parts.ts)
 * and `not-found` load in the browser with their chunks, so a page waits for neither.
 */
export const ALL_PARTS: readonly MessagePart[] = [
  'common',
  'home',
  'about',
  'academics',
  'admissions',
  'parent-resources',
  'contact',
  'news',
  'media',
  'pages',
  'documents',
  'search',
  'disclosure',
  'fees',
  'privacy',
  'enquiry',
  'subscribe',
  'subscription-links',
  'later-parts',
  'not-found',
];

/** The browser's page: its language, set once by app/start-app.tsx before it hydrates. */
let browserPage: { i18n: Translator; locale: Locale } | undefined;
export function setBrowserPage(page: { i18n: Translator; locale: Locale }): void {
  browserPage = page;
}

/**
 * A lazy page's import that also loads its texts in the page's language, so React renders (or
 * hydrates) it only once both are there. On the server every catalogue is loaded before rendering.
 */
export function withMessages<T>(parts: readonly MessagePart[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), browserPage && loadMessages(browserPage.i18n, browserPage.locale, parts)]);
    return module;
  };
}

/** Loads the catalogues of `parts` in `locale` into `i18n` (each once). */
export async function loadMessages(i18n: Translator, locale: Locale, parts: readonly MessagePart[]): Promise<void> {
  const done = loaded.get(i18n) ?? new Set<string>();
  loaded.set(i18n, done);
  await Promise.all(
    parts.map(async (part) => {
      const key = `${locale}/${part}`;
      if (done.has(key)) return;
      const load = catalogue(key);
      if (!load) return;
      i18n.load(await load());
      done.add(key);
    }),
  );
}
