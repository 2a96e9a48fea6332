import type { FeeYear, FeesTexts } from '@school/shared/fee-schemas';
import { changesAgainstPrevious, previousYearOf, yearTotals } from '@school/shared/fee-table';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useLocale, useT } from '../../lib/i18n/i18n';
import ui from '../../lib/ui/ui.module.css';
import { FREQUENCY_WORDS, percentText, rupees } from './fee-words';
import styles from './fees-page.module.css';

interface Props {
  texts: FeesTexts;
  year: FeeYear;
  /** The year's translated names (classes, heads): 'en' where a name shows in English. */
  langs: TextLangs<FeeYear> | undefined;
}

/** One academic year: a row per class, a column per fee head, then the totals; each amount with its change since the year before. */
export function FeeYearTable({ texts, year, langs }: Props) {
  const t = useT();
  const locale = useLocale();
  const headingId = `fees-${year.year}`;
  const totals = yearTotals(year);
  const before = previousYearOf(year.year);
  // Matched by name in the page's language: staff translate a class or head alike in every year.
  const changes = new Map(changesAgainstPrevious(texts, year).map((one) => [`${one.className}\n${one.head}`, one.percent]));
  const csv = `/api/fees/${year.year}.csv${locale === 'en' ? '' : `?lang=${locale}`}`;

  const change = (className: string, head: string) => {
    const percent = changes.get(`${className}\n${head}`);
    if (percent === undefined) return null;
    const said =
      percent > 0
        ? t('{percent} more than in {year}', { percent: percentText(percent), year: before })
        : percent < 0
          ? t('{percent} less than in {year}', { percent: percentText(percent), year: before })
          : t('The same as in {year}', { year: before });
    return (
      <span className={percent > 0 ? styles.rise : styles.change}>
        <span aria-hidden="true">{percentText(percent)}</span>
        <span className={ui.visuallyHidden}>{`(${said})`}</span>
      </span>
    );
  };

  return (
    <section aria-labelledby={headingId} className={styles.year}>
      <div className={styles.yearHead}>
        <h2 id={headingId} className={styles.heading}>
          {t('Fee structure {year}', { year: year.year })}
        </h2>
        <a href={csv} download={`fee-structure-${year.year}.csv`} className={styles.csv}>
          {t('Download {year} as CSV', { year: year.year })}
        </a>
      </div>
      {/* Wide tables scroll inside this box on phones; focusable so the keyboard can scroll it. */}
      <div
        role="region"
        aria-label={t('Fee structure {year} (scrolls sideways)', { year: year.year })}
        tabIndex={0}
        className={styles.scroller}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.classCell}>
                {t('Class')}
              </th>
              {year.heads.map((head, index) => (
                <th scope="col" key={`${index}-${head.name}`}>
                  <span lang={langs?.heads[index]?.name}>{head.name}</span>{' '}
                  <span className={styles.frequency}>{t(FREQUENCY_WORDS[head.frequency])}</span>
                </th>
              ))}
              <th scope="col">{t('Total per year')}</th>
              <th scope="col">{t('Total in the year of admission')}</th>
            </tr>
          </thead>
          <tbody>
            {year.classes.map((className, row) => (
              <tr key={`${row}-${className}`}>
                <th scope="row" className={styles.classCell} lang={langs?.classes[row]}>
                  {className}
                </th>
                {year.heads.map((head, column) => {
                  const amount = head.amounts[row];
                  return (
                    <td key={`${column}-${head.name}`}>
                      {amount == null ? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className={ui.visuallyHidden}>{t('Not charged')}</span>
                        </>
                      ) : (
                        <>
                          {rupees(amount)}
                          {change(className, head.name)}
                        </>
                      )}
                    </td>
                  );
                })}
                <td className={styles.total}>{rupees(totals[row]?.yearly ?? 0)}</td>
                <td className={styles.total}>{rupees(totals[row]?.withAdmission ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
