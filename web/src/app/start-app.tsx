import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { holdEarlyInput } from '../lib/early-input';
import { readPageData } from '../lib/page-data';
import { AppRouter } from './router';

/** Runs `onLive` once, after React's first commit: from then on the page's buttons are React's. */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/**
 * Public pages arrive rendered by the server, with the API answers they were rendered from
 * (lib/page-data.tsx): take over their HTML instead of redrawing it. The back office gets the empty
 * shell and renders from scratch. In a transition, hydration
 * yields to the browser every few milliseconds instead of blocking a phone's main thread in one long
 * task; the page is already visible, so nothing waits on it.
 *
 * `releaseTaps` hands over the buttons tapped before React was live (see early-taps.ts); they are
 * clicked again after its first commit. Forms start from what was typed into them meanwhile
 * (lib/early-input.ts), so a replayed "Send OTP" sees the address.
 */
export function startApp(container: HTMLElement, releaseTaps: () => HTMLElement[]): void {
  let replayed = false;
  const releaseInput = holdEarlyInput(container);
  const replay = () => {
    if (replayed) return;
    replayed = true;
    releaseInput();
    for (const button of releaseTaps()) if (button.isConnected) button.click();
  };
  const app = (
    <StrictMode>
      <AppRouter />
      <Live onLive={replay} />
    </StrictMode>
  );
  readPageData();
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
