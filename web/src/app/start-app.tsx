import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { EarlyTaps } from './early-taps';
import { MAIN_CONTENT_ID } from './layout/main-content-id';
import { PAGE_LIVE_EVENT } from './page-live';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/**
 * Public pages arrive prerendered (see scripts/prerender.mjs): take over their HTML instead of
 * redrawing it. Other paths get the empty shell and render from scratch.
 *
 * `taps` holds the buttons tapped before the app was here (see early-taps.ts); they are clicked
 * again once the page is live (page-live.tsx). Hydration makes the header and footer live at once;
 * a lazy page keeps its HTML until its chunk arrives, so taps inside it are held until then.
 */
export function startApp(container: HTMLElement, taps: EarlyTaps): void {
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
  if (!container.hasChildNodes()) {
    taps.release();
    createRoot(container).render(app);
    return;
  }
  const replay = () => {
    for (const button of taps.release()) if (button.isConnected) button.click();
  };
  document.addEventListener(PAGE_LIVE_EVENT, replay, { once: true });
  hydrateRoot(container, app);
  taps.holdOnlyWithin(document.getElementById(MAIN_CONTENT_ID));
}
