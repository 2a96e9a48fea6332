import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** Links that want a smooth scroll to the top (the footer's Quick Links) pass this as route state. */
export const SMOOTH_SCROLL_STATE = { smoothScroll: true } as const;

function hasFlag(state: unknown, flag: 'smoothScroll' | 'keepScroll'): boolean {
  return typeof state === 'object' && state !== null && flag in state && (state as Record<string, unknown>)[flag] === true;
}

/**
 * A client-side navigation keeps the old scroll position, so a new page would open half-way down.
 * Back/forward (POP) is left to the browser, which restores where the visitor was.
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // Tabs that live in the URL (lib/use-path-tab.ts) change the path without being a new page.
    if (navigationType === NavigationType.Pop || hasFlag(location.state, 'keepScroll')) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const smooth = hasFlag(location.state, 'smoothScroll') && !reduceMotion;
    window.scrollTo({ top: 0, left: 0, behavior: smooth ? 'smooth' : 'instant' });
  }, [location.key, location.state, navigationType]);

  return null;
}
