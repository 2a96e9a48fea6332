import { CONSENT_FIELD, CONSENT_LABEL } from '@school/shared/consent-fields';
import { useId } from 'react';
import { useLocalePath } from '../i18n/links';
import { useT } from '../i18n/i18n';
import styles from './consent-field.module.css';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the box, already in the page's language. */
  error?: string | undefined;
}

/**
 * The consent the DPDP Act asks before personal data is kept (issue 37): an unticked box naming the
 * privacy notice, which a visitor can read without losing what they typed (a new tab). A form that
 * collects personal data places it before its send button; the server refuses the form without it.
 */
export function ConsentField({ checked, onChange, error }: Props) {
  const t = useT();
  const localePath = useLocalePath();
  const errorId = useId();
  return (
    <div className={styles.consent}>
      <label className={styles.label}>
        <input
          type="checkbox"
          name={CONSENT_FIELD}
          className={styles.box}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{t(CONSENT_LABEL)}</span>
      </label>
      <a href={localePath('/privacy')} target="_blank" rel="noopener" className={styles.link}>
        {t('Read the privacy notice (opens in a new tab)')}
      </a>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
