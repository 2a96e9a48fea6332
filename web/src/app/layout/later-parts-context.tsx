import { createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { withMessages } from '../../lib/i18n/catalogs';
import { reloadOnStaleChunk } from '../reload-on-stale-chunk';

// How the page frame gets the parts of ./later-parts.ts. The browser: lazily, from their one chunk.
// React hydrates the page without waiting for them and leaves their server-rendered HTML in place,
// in their Suspense boundaries, until they arrive (nothing moves). The server (entry-server.tsx):
// the parts themselves, so they render at once, inline in the page. A lazy part would suspend the
// server's render, which then writes the boundary's fallback and an inline script to swap the part
// in: the CSP blocks that script, so the part never showed and hydration failed (React error 419).

interface Parts {
  Footer: ComponentType;
  NoticeBanner: ComponentType;
  LanguageSuggestion: ComponentType;
  SearchBox: ComponentType;
  SearchLink: ComponentType;
}

// With their texts (the `later-parts` catalogue): the page's own catalogues leave them out.
const load = reloadOnStaleChunk(withMessages(['later-parts'], () => import('./later-parts')));
const LAZY_PARTS: Parts = {
  Footer: lazy(() => load().then((parts) => ({ default: parts.Footer }))),
  NoticeBanner: lazy(() => load().then((parts) => ({ default: parts.NoticeBanner }))),
  LanguageSuggestion: lazy(() => load().then((parts) => ({ default: parts.LanguageSuggestion }))),
  SearchBox: lazy(() => load().then((parts) => ({ default: parts.SearchBox }))),
  SearchLink: lazy(() => load().then((parts) => ({ default: parts.SearchLink }))),
};

const LaterPartsContext = createContext<Parts>(LAZY_PARTS);

/** The server's render gives the parts themselves (entry-server.tsx). */
export const LaterPartsProvider = LaterPartsContext.Provider;

/** One of ./later-parts.ts in a Suspense boundary of its own: the page never waits for it. */
export function Later({ part }: { part: keyof Parts }): ReactNode {
  const Part = useContext(LaterPartsContext)[part];
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  );
}
