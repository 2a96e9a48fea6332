import { dayText, useDateWords } from '../../lib/i18n/date-words';
import { useT } from '../../lib/i18n/i18n';
import { useHydrated } from '../../lib/ui/early-press';
import type { Eligibility } from './eligibility';
import styles from './enquiry-form.module.css';

/**
 * What the date of birth and year say about the class, said as soon as both are chosen (a live
 * region: a screen reader hears it too), and what to choose before. Always a line, so the form
 * below it never moves when it changes length.
 */
export function EligibilityNote({ id, eligibility: found }: { id: string; eligibility: Eligibility | null }) {
  const t = useT();
  const words = useDateWords();
  // Hydration draws what the server drew; a date typed before the scripts ran (lib/early-input.ts) is said just after.
  const eligibility = useHydrated() ? found : null;
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
