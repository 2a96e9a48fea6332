import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocale } from '../../lib/i18n/i18n';
import { LANGUAGE_CHOSEN_KEY, SUGGESTED_KEY } from './language-choice';

// Its own chunk: only a first visitor whose browser asks for Punjabi or Hindi ever loads it.
const LanguageSuggestionBar = lazy(() => import('./language-suggestion-bar'));

const remembered = (key: string): boolean => {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return true;
  }
};

/**
 * On a first visit to an English page from a browser that lists Punjabi or Hindi among its
 * languages, a bar offers the page in that language. Never a redirect: the visitor chooses. Not
 * after a visitor chose a language in the switcher, and only once.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    if (locale !== 'en' || remembered(LANGUAGE_CHOSEN_KEY) || remembered(SUGGESTED_KEY)) return;
    if (!navigator.languages.some((language) => /^(pa|hi)(-|$)/i.test(language))) return;
    // After the page has settled: the offer is never what a visitor waits for.
    const timer = setTimeout(() => setOffer(true), 500);
    return () => clearTimeout(timer);
  }, [locale]);
  return offer ? (
    <Suspense fallback={null}>
      <LanguageSuggestionBar />
    </Suspense>
  ) : null;
}
