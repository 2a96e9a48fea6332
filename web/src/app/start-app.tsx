import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, splitLocale } from '@school/shared/i18n/locales';
import { holdEarlyInput } from '../lib/early-input';
import { loadMessages, setBrowserPage } from '../lib/i18n/catalogs';
import { createI18n, I18nProvider } from '../lib/i18n/i18n';
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
export async function startApp(container: HTMLElement, releaseTaps: () => HTMLElement[]): Promise<void> {
  let replayed = false;
  const releaseInput = holdEarlyInput(container);
  const replay = () => {
    if (replayed) return;
    replayed = true;
    releaseInput();
    for (const button of releaseTaps()) if (button.isConnected) button.click();
  };
  // The page's language is its address's (/pa/…, /hi/…, else English) for the page's whole life;
  // its common texts load before React takes over, each page's with its chunk (lib/i18n/catalogs.ts;
  // the back office's, every part, with its chunk too: app/router.tsx).
  const { locale } = splitLocale(window.location.pathname);
  const page = createI18n(locale);
  setBrowserPage(page);
  await loadMessages(page.i18n, locale, ['common']);
  const app = (
    <StrictMode>
      <I18nProvider value={page}>
        <AppRouter />
      </I18nProvider>
      <Live onLive={replay} />
    </StrictMode>
  );
  readPageData();
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // A Punjabi or Hindi page's font, for the visitor's next pages, once this one has loaded; its own
  // chunk, which English pages never load (lib/i18n/script-fonts.ts).
  if (locale !== DEFAULT_LOCALE) void import('../lib/i18n/script-fonts').then(({ fetchPageScriptFont }) => fetchPageScriptFont(locale));
}
