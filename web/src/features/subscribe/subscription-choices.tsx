import { LOCALE_NAMES, LOCALES, type Locale } from '@school/shared/i18n/locales';
import { SUBSCRIPTION_TOPICS, TOPIC_NAMES, TOPICS_FIELD, type SubscriptionTopic } from '@school/shared/subscription-fields';
import { useT } from '../../lib/i18n/i18n';
import styles from './subscribe.module.css';

interface Props {
  locale: Locale;
  topics: readonly SubscriptionTopic[];
  onLocale: (locale: Locale) => void;
  onTopics: (topics: SubscriptionTopic[]) => void;
  /** The topics' error, already in the page's language. */
  error?: string | undefined;
  disabled?: boolean;
}

/** The mails' language (each named in itself) and the topics: the subscribe form's and the manage page's. */
export function SubscriptionChoices({ locale, topics, onLocale, onTopics, error, disabled }: Props) {
  const t = useT();
  return (
    <>
      <fieldset className={styles.choices} disabled={disabled}>
        <legend className={styles.heading}>{t('Language of the emails')}</legend>
        <div className={styles.options}>
          {LOCALES.map((one) => (
            <label key={one} className={styles.option} lang={one}>
              <input
                type="radio"
                name="locale"
                value={one}
                checked={locale === one}
                onChange={() => onLocale(one)}
                className={styles.box}
              />
              {LOCALE_NAMES[one]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.choices} disabled={disabled} aria-invalid={error ? true : undefined}>
        <legend className={styles.heading}>{t('What would you like to hear about?')}</legend>
        <div className={styles.options}>
          {SUBSCRIPTION_TOPICS.map((topic) => (
            <label key={topic} className={styles.option}>
              <input
                type="checkbox"
                name={TOPICS_FIELD}
                value={topic}
                checked={topics.includes(topic)}
                onChange={(event) =>
                  onTopics(SUBSCRIPTION_TOPICS.filter((one) => (one === topic ? event.target.checked : topics.includes(one))))
                }
                className={styles.box}
              />
              {t(TOPIC_NAMES[topic])}
            </label>
          ))}
        </div>
        {error && <p className={styles.error}>{error}</p>}
      </fieldset>
    </>
  );
}
