import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { Button } from '../../lib/ui/button';
import styles from './enquiry-form.module.css';

interface Props {
  /** The class the parent chose. */
  chosen: string;
  /** The class the child's age fits; null when none does. */
  eligible: string | null;
  academicYear: string;
  onSend: () => void;
  onCancel: () => void;
}

/**
 * Asked in the page, where the send button was, before an enquiry goes for a class the child's age
 * does not fit (the school may still admit them; the office would rather know it was meant). Takes
 * the focus, so a keyboard or screen reader user is told at once.
 */
export function MismatchQuestion({ chosen, eligible, academicYear, onSend, onCancel }: Props) {
  const t = useT();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const change = (event: MouseEvent<HTMLButtonElement>) => {
    onCancel();
    // Back to the class, to choose another.
    const select = event.currentTarget.form?.elements.namedItem('classSought');
    if (select instanceof HTMLSelectElement) select.focus();
  };
  return (
    <div ref={box} role="group" aria-labelledby={id} tabIndex={-1} className={styles.question}>
      <p id={id} className={styles.questionText}>
        {eligible
          ? t('Your child’s age fits {eligible}, not {chosen}. Send the enquiry for {chosen} all the same?', { eligible, chosen })
          : t('No class fits your child’s age in {year}. Send the enquiry for {chosen} all the same?', { year: academicYear, chosen })}
      </p>
      <div className={styles.actions}>
        <Button onClick={onSend}>{t('Yes, send it for {chosen}', { chosen })}</Button>
        <Button variant="outlined" onClick={change}>
          {t('Change the class')}
        </Button>
      </div>
    </div>
  );
}
