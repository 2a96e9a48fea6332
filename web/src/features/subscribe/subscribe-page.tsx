import { useT } from '../../lib/i18n/i18n';
import { useSchool } from '../../lib/school-settings';
import { SubscribeForm } from './subscribe-form';
import { SubscriptionPage } from './subscription-page';

/** /subscribe (issue 39): the footer's form, and the News and Documents pages' links, lead here. */
export function SubscribePage() {
  const t = useT();
  const school = useSchool();
  return (
    <SubscriptionPage
      title={t('E-mail updates')}
      subtitle={t('News, events, circulars and urgent notices from {school}, by email, in English, Punjabi or Hindi.', {
        school: school.name,
      })}
    >
      <SubscribeForm />
    </SubscriptionPage>
  );
}
