import type { Locale } from '@school/shared/i18n/locales';
import { TOPICS_REQUIRED, type SubscriptionTopic } from '@school/shared/subscription-fields';
import type { SubscriptionView } from '@school/shared/subscription-schemas';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { endSubscription, linkOf, readSubscription, saveSubscription } from './subscription-api';

export type ManageState =
  { step: 'loading' } | { step: 'failed'; message: string } | { step: 'loaded'; subscription: SubscriptionView } | { step: 'unsubscribed' };

const LOAD_FAILED = 'Failed to load your subscription. Please try again later.';

/**
 * The manage page's state (issue 39): the subscription its link opens (loaded in the browser: a
 * parent's address is never in a page a cache keeps), the choices being edited, saving them, and
 * unsubscribing, after which the page says so and offers nothing more.
 */
export function useManagePage() {
  const link = linkOf(useLocation().search);
  const [state, setState] = useState<ManageState>(
    link ? { step: 'loading' } : { step: 'failed', message: 'This link is not valid any more. Please subscribe again.' },
  );
  const [locale, setLocale] = useState<Locale>('en');
  const [topics, setTopics] = useState<SubscriptionTopic[]>([]);
  const [busy, setBusy] = useState<'saving' | 'leaving' | null>(null);
  const [note, setNote] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const s = link?.s;
  const t = link?.t;

  useEffect(() => {
    if (!s || !t) return;
    const abort = new AbortController();
    readSubscription({ s, t }, abort.signal).then(
      (subscription) => {
        setLocale(subscription.locale);
        setTopics(subscription.topics);
        setState({ step: 'loaded', subscription });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ step: 'failed', message: errorMessage(error, LOAD_FAILED) });
      },
    );
    return () => abort.abort();
  }, [s, t]);

  const save = async () => {
    if (!link || busy) return;
    if (topics.length === 0) return setNote({ severity: 'error', text: TOPICS_REQUIRED });
    setBusy('saving');
    setNote(null);
    try {
      setState({ step: 'loaded', subscription: await saveSubscription(link, { locale, topics }) });
      setNote({ severity: 'success', text: 'Your choices are saved.' });
    } catch (error) {
      setNote({ severity: 'error', text: errorMessage(error, 'Failed to save. Please try again.') });
    } finally {
      setBusy(null);
    }
  };

  const unsubscribe = async () => {
    if (!link || busy) return;
    setBusy('leaving');
    setNote(null);
    try {
      await endSubscription(link);
      setState({ step: 'unsubscribed' });
    } catch (error) {
      setNote({ severity: 'error', text: errorMessage(error, 'Failed to unsubscribe. Please try again.') });
    } finally {
      setBusy(null);
    }
  };

  return { state, locale, setLocale, topics, setTopics, busy, note, save, unsubscribe };
}
