import { CONSENT_FIELD } from '@school/shared/consent-fields';
import { SUBSCRIBE_FORM } from '@school/shared/subscription-fields';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { Alert } from '../../lib/ui/alert';
import { Button } from '../../lib/ui/button';
import { ConsentField } from '../../lib/visitor-forms/consent-field';
import { EmailField } from '../../lib/visitor-forms/email-field';
import { HoneypotField } from '../../lib/visitor-forms/honeypot-field';
import { useShownText } from '../../lib/visitor-forms/shown-text';
import layout from '../../lib/visitor-forms/visitor-form.module.css';
import styles from './subscribe.module.css';
import { SubscriptionChoices } from './subscription-choices';
import { useSubscribeForm } from './use-subscribe-form';

/**
 * The subscription request (issue 39): an address, the mails' language and the topics, with the
 * privacy consent. Server-rendered: what is typed before its scripts arrive is kept. Once sent, the
 * form gives way to what happens next: a confirmation link in the inbox.
 */
export function SubscribeForm() {
  const form = useSubscribeForm();
  const t = useT();
  const shown = useShownText();
  const error = (text: string | undefined) => (text === undefined ? undefined : shown(text));

  if (form.sent) return <Sent email={form.email} />;
  return (
    <form
      name={SUBSCRIBE_FORM}
      noValidate
      aria-label={t('Subscribe to e-mail updates')}
      className={layout.form}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <EmailField value={form.email} onChange={(event) => form.setEmail(event.target.value)} error={error(form.errors.email)} />
      <SubscriptionChoices
        locale={form.locale}
        topics={form.topics}
        onLocale={form.setLocale}
        onTopics={form.setTopics}
        error={error(form.errors.topics)}
      />
      <ConsentField checked={form.consent} onChange={form.setConsent} error={error(form.errors[CONSENT_FIELD])} />
      <HoneypotField value={form.honeypot} onChange={form.setHoneypot} />
      {form.failure && <Alert severity="error">{shown(form.failure)}</Alert>}
      <Button type="submit" size="large" disabled={form.sending} className={layout.submit}>
        {form.sending ? t('Sending...') : t('Subscribe')}
      </Button>
    </form>
  );
}

/** In the form's place: where the confirmation went. Takes the focus, so it is read out. */
function Sent({ email }: { email: string }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="subscribe-sent" className={styles.done}>
      <h2 id="subscribe-sent" ref={heading} tabIndex={-1} className={layout.legend}>
        {t('Please check your inbox')}
      </h2>
      <p>{t('We have sent a link to {email}. Your e-mail updates start once you open it.', { email })}</p>
      <p className={styles.muted}>{t('No email? Look in your spam folder, or check the address and send the form again.')}</p>
    </section>
  );
}
