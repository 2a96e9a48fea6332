// The parts of every public page that need not be live for the page to be (issue 34, item 6): the
// footer (its links work as plain links until then), the notice banner (a link), the header's search
// (a plain form and link) and the language
// suggestion (shown half a second after the page). The server renders them with the page, so they
// are in its HTML from the first paint; app/layout/public-layout.tsx hydrates them from this one
// chunk once it arrives, after the page itself, keeping about 3 KB off every page's path to
// interactive.
export { Footer } from './footer';
export { SearchBox, SearchLink } from './header-search';
export { LanguageSuggestion } from './language-suggestion';
export { NoticeBanner } from './notice-banner';
