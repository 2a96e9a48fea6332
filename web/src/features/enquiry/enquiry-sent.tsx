import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n/i18n';
import layout from '../../lib/visitor-forms/visitor-form.module.css';
import styles from './enquiry-form.module.css';

interface Props {
  reference: string;
  email: string;
  phone: string;
}

/** In the form's place once the enquiry is in: its reference, and what happens next. Takes the focus, so it is read out. */
export function EnquirySent({ reference, email, phone }: Props) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="enquiry-sent" className={styles.sent}>
      <h2 id="enquiry-sent" ref={heading} tabIndex={-1} className={styles.sentTitle}>
        {t('Thank you: your enquiry has been sent')}
      </h2>
      <p>
        {t('Your reference')}
        <strong className={styles.reference}>{reference}</strong>
        {t('Please quote it when you call or write to us.')}
      </p>
      <h3 className={layout.legend}>{t('What happens next')}</h3>
      <ol className={styles.next}>
        <li>{t('We have e-mailed an acknowledgement with your reference to {email}.', { email })}</li>
        <li>
          {t(
            'The admissions office will call you on {phone} within two working days to answer your questions and arrange a visit to the school.',
            {
              phone,
            },
          )}
        </li>
      </ol>
    </section>
  );
}
