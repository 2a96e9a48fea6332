import { LINK_NOT_VALID, TOPIC_NAMES } from '@school/shared/subscription-fields';
import type { SubscriptionView } from '@school/shared/subscription-schemas';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { LocalLink } from '../../lib/i18n/links';
import { useT } from '../../lib/i18n/i18n';
import { Alert } from '../../lib/ui/alert';
import { Button } from '../../lib/ui/button';
import { confirmSubscription, linkOf, type SubscriptionLink } from './subscription-api';
import styles from './subscribe.module.css';
import { SubscriptionPage } from './subscription-page';

type State =
  | { step: 'ready' | 'confirming' }
  | { step: 'failed'; message: string }
  | { step: 'done'; subscription: SubscriptionView; manage: SubscriptionLink };

/**
 * /subscribe/confirm?s=…&t=…, the link of the confirmation mail (double opt-in). Confirming takes a
 * press: a mail program that opens links to check them must not subscribe anyone.
 */
export function ConfirmPage() {
  const t = useT();
  const link = linkOf(useLocation().search);
  const [state, setState] = useState<State>({ step: 'ready' });
  const confirm = async () => {
    if (!link) return;
    setState({ step: 'confirming' });
    try {
      setState({ step: 'done', ...(await confirmSubscription(link)) });
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error, 'Failed to confirm. Please try again later.') });
    }
  };
  return (
    <SubscriptionPage title={t('Confirm your subscription')} subtitle={t('One press, and the school’s e-mail updates start.')}>
      {!link ? (
        <Alert severity="error">{t(LINK_NOT_VALID)}</Alert>
      ) : state.step === 'done' ? (
        <div className={styles.done}>
          <Alert severity="success" role="status">
            {t('You are subscribed. We will email {email} about: {topics}.', {
              email: state.subscription.email,
              topics: state.subscription.topics.map((topic) => t(TOPIC_NAMES[topic])).join(', '),
            })}
          </Alert>
          <LocalLink
            to={`/subscribe/manage?s=${encodeURIComponent(state.manage.s)}&t=${encodeURIComponent(state.manage.t)}`}
            className={styles.link}
          >
            {t('Change your topics or unsubscribe')}
          </LocalLink>
        </div>
      ) : (
        <div className={styles.done}>
          {state.step === 'failed' && <Alert severity="error">{t(state.message)}</Alert>}
          <Button size="large" disabled={state.step === 'confirming'} onClick={() => void confirm()}>
            {state.step === 'confirming' ? t('Confirming...') : t('Confirm my subscription')}
          </Button>
        </div>
      )}
      {(!link || state.step === 'failed') && (
        <LocalLink to="/subscribe" className={styles.link}>
          {t('Subscribe again')}
        </LocalLink>
      )}
    </SubscriptionPage>
  );
}
