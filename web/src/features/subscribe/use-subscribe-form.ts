import { CONSENT_FIELD, CONSENT_REQUIRED } from '@school/shared/consent-fields';
import { HONEYPOT_FIELD } from '@school/shared/contact-fields';
import type { Locale } from '@school/shared/i18n/locales';
import { SUBSCRIBE_FORM, SUBSCRIPTION_TOPICS, TOPICS_REQUIRED, type SubscriptionTopic } from '@school/shared/subscription-fields';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { earlyChecked, earlyInput } from '../../lib/early-fields';
import { useLocale } from '../../lib/i18n/i18n';
import { askSubscription } from './subscribe-request';

const SEND_FAILED = 'Failed to subscribe. Please try again later.';
/** Something like an address (the server's schema has the last word): one @, no spaces, a dot inside the domain. */
function looksLikeEmail(address: string): boolean {
  const [local, domain, more] = address.split('@');
  if (more !== undefined || !local || !domain || /\s/.test(address)) return false;
  const dot = domain.indexOf('.');
  return dot > 0 && dot < domain.length - 1 && !domain.endsWith('.');
}

export type SubscribeErrors = Partial<Record<'email' | 'topics' | typeof CONSENT_FIELD, string>>;

/** The topics a link preselects (`?topic=news` from the News page), else all of them. */
function firstTopics(search: URLSearchParams): SubscriptionTopic[] {
  const asked = SUBSCRIPTION_TOPICS.find((topic) => topic === search.get('topic'));
  return asked ? [asked, ...(asked === 'notices' ? [] : (['notices'] as const))] : [...SUBSCRIPTION_TOPICS];
}

/**
 * The subscribe form's state and its send (issue 39): the address (from the footer's form, `?email=`,
 * or what was typed before the scripts ran), the mails' language (the page's to begin with), the
 * topics, the consent. Errors are kept in English (the schemas' and the server's words) and shown translated.
 */
export function useSubscribeForm() {
  const { search } = useLocation();
  const pageLocale = useLocale();
  const [params] = useState(() => new URLSearchParams(search));
  const [email, setEmail] = useState(() => earlyInput(SUBSCRIBE_FORM, 'email') ?? params.get('email') ?? '');
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const [topics, setTopicsState] = useState<SubscriptionTopic[]>(() => firstTopics(params));
  const [consent, setConsentState] = useState(() => earlyChecked(SUBSCRIBE_FORM, CONSENT_FIELD) ?? false);
  const [honeypot, setHoneypot] = useState(() => earlyInput(SUBSCRIBE_FORM, HONEYPOT_FIELD) ?? '');
  const [errors, setErrors] = useState<SubscribeErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const check = (): SubscribeErrors => {
    const address = email.trim();
    const found: SubscribeErrors = {};
    if (!address) found.email = 'Email is required';
    else if (!looksLikeEmail(address)) found.email = 'Invalid email address';
    if (topics.length === 0) found.topics = TOPICS_REQUIRED;
    if (!consent) found[CONSENT_FIELD] = CONSENT_REQUIRED;
    return found;
  };

  const submit = async () => {
    if (sending) return;
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await askSubscription(email.trim(), { locale, topics }, honeypot);
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error, SEND_FAILED));
    } finally {
      setSending(false);
    }
  };

  return {
    email,
    setEmail: (value: string) => {
      setEmail(value);
      setErrors((current) => ({ ...current, email: undefined }));
    },
    locale,
    setLocale,
    topics,
    setTopics: (value: SubscriptionTopic[]) => {
      setTopicsState(value);
      setErrors((current) => ({ ...current, topics: undefined }));
    },
    consent,
    setConsent: (value: boolean) => {
      setConsentState(value);
      setErrors((current) => ({ ...current, [CONSENT_FIELD]: undefined }));
    },
    honeypot,
    setHoneypot,
    errors,
    sending,
    failure,
    sent,
    submit,
  };
}
