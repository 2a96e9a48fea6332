import { useEffect, useState } from 'react';
import { dayText, useDateWords } from '../../lib/i18n/date-words';
import { useT } from '../../lib/i18n/i18n';
import { useHydrated } from '../../lib/ui/early-press';
import type { Eligibility } from './eligibility';
import styles from './enquiry-form.module.css';
import { enquiryLater } from './load-enquiry-later';

/** Whether the form's later part (with these sentences and the month names in its texts) is here; loads it if not. */
function useLaterTexts(): boolean {
  const [here, setHere] = useState(() => enquiryLater.loaded() !== undefined);
  useEffect(() => {
    if (!here)
      enquiryLater.load().then(
        () => setHere(true),
        () => undefined,
      );
  }, [here]);
  return here;
}

/**
 * What the date of birth and year say about the class, said as soon as both are chosen (a live
 * region: a screen reader hears it too), and what to choose before. Always a line, so the form
 * below it never moves when it changes length. Its sentences come with the form's later part
 * (enquiry-later texts): a parent chooses a date after the page is interactive, so they stay off
 * its path (the public JS budget).
 */
export function EligibilityNote({ id, eligibility: found }: { id: string; eligibility: Eligibility | null }) {
  const t = useT();
  const words = useDateWords();
  const texts = useLaterTexts();
  // Hydration draws what the server drew; a date typed before the scripts ran (lib/early-input.ts) is said just after.
  const eligibility = useHydrated() && texts ? found : null;
  let text = t('Choose the date of birth and the year: we will tell you which class fits the child’s age.');
  if (eligibility) {
    const values = { date: dayText(words, eligibility.day), age: eligibility.age, name: eligibility.name };
    text = eligibility.name
      ? t(
          'By {date} your child will be {age, plural, =0 {under a year} one {# year} other {# years}} old: the class for that age is {name}.',
          values,
        )
      : t(
          'By {date} your child will be {age, plural, =0 {under a year} one {# year} other {# years}} old: no class we admit to is for that age.',
          values,
        );
  }
  return (
    <p id={id} aria-live="polite" className={styles.note}>
      {text}
    </p>
  );
}
