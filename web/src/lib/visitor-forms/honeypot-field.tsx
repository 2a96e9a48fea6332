import { HONEYPOT_FIELD } from '@school/shared/contact-fields';
import { useT } from '../i18n/i18n';
import styles from './honeypot-field.module.css';

/**
 * A trap for bots: off-screen, skipped by keyboard and screen readers, so only a program that fills
 * every input puts anything here. The server then pretends to accept the message and drops it.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <div aria-hidden="true" className={styles.trap}>
      <label>
        {t('Website')}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
