import { useT } from '../../lib/i18n/i18n';
import { LocalLink } from '../../lib/i18n/links';
import { Alert } from '../../lib/ui/alert';
import { Button } from '../../lib/ui/button';
import { SpinnerBlock } from '../../lib/ui/spinner';
import styles from './subscribe.module.css';
import { SubscriptionChoices } from './subscription-choices';
import { SubscriptionPage } from './subscription-page';
import { useManagePage } from './use-manage-page';

/** /subscribe/manage?s=…&t=…, the link in every mail: change the language and topics, or unsubscribe. */
export function ManagePage() {
  const t = useT();
  const page = useManagePage();
  const { state } = page;
  return (
    <SubscriptionPage
      title={t('Your e-mail updates')}
      subtitle={t('Choose what the school emails you, and in which language, or unsubscribe.')}
    >
      {state.step === 'loading' && <SpinnerBlock label={t('Loading...')} />}
      {state.step === 'failed' && (
        <div className={styles.done}>
          <Alert severity="error">{t(state.message)}</Alert>
          <LocalLink to="/subscribe" className={styles.link}>
            {t('Subscribe again')}
          </LocalLink>
        </div>
      )}
      {state.step === 'unsubscribed' && (
        <div className={styles.done}>
          <Alert severity="success" role="status">
            {t('You are unsubscribed: we will send you no more emails.')}
          </Alert>
          <LocalLink to="/subscribe" className={styles.link}>
            {t('Subscribe again')}
          </LocalLink>
        </div>
      )}
      {state.step === 'loaded' && (
        <form
          aria-label={t('Your e-mail updates')}
          className={styles.manage}
          onSubmit={(event) => {
            event.preventDefault();
            void page.save();
          }}
        >
          <p>{t('Emails go to {email}.', { email: state.subscription.email })}</p>
          {state.subscription.paused && (
            <Alert severity="warning">
              {t('Your mail server refused our emails several times, so we stopped. Save to start them again.')}
            </Alert>
          )}
          <SubscriptionChoices
            locale={page.locale}
            topics={page.topics}
            onLocale={page.setLocale}
            onTopics={page.setTopics}
            disabled={page.busy !== null}
          />
          {page.note && (
            <Alert severity={page.note.severity} role={page.note.severity === 'success' ? 'status' : 'alert'}>
              {t(page.note.text)}
            </Alert>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={page.busy !== null}>
              {page.busy === 'saving' ? t('Saving...') : t('Save my choices')}
            </Button>
            <Button variant="outlined" disabled={page.busy !== null} onClick={() => void page.unsubscribe()}>
              {page.busy === 'leaving' ? t('Unsubscribing...') : t('Unsubscribe from all emails')}
            </Button>
          </div>
        </form>
      )}
    </SubscriptionPage>
  );
}
