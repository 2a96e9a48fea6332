import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Links that want a smooth scroll to the top (the footer's Quick Links) pass this as route state. */
export const SMOOTH_SCROLL_STATE = { smoothScroll: true } as const;

function wantsSmooth(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'smoothScroll' in state && state.smoothScroll === true;
}

/**
 * A client-side navigation keeps the old scroll position, so a new page would open half-way down.
 * Back/forward (POP) is left to the browser, which restores where the visitor was.
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'POP') return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const smooth = wantsSmooth(location.state) && !reduceMotion;
    window.scrollTo({ top: 0, left: 0, behavior: smooth ? 'smooth' : 'instant' });
  }, [location.key, location.state, navigationType]);

  return null;
}
