import type { FeesTexts } from '@school/shared/fee-schemas';
import { newestFirst } from '@school/shared/fee-table';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { WithPageTexts } from '../../lib/page-texts';
import { telHref, useSchool } from '../../lib/school-settings';
import { Button } from '../../lib/ui/button';
import ui from '../../lib/ui/ui.module.css';
import { FeeShops } from './fee-shops';
import { FeeYearTable } from './fee-year-table';
import styles from './fees-page.module.css';

const noChanges = () => () => undefined;

/** /admissions/fees: the fee structure the Punjab fee Act asks the school to show, year by year, newest first. */
export function FeesPage() {
  return <WithPageTexts page="fees">{({ texts, langs }) => <Fees texts={texts} langs={langs} />}</WithPageTexts>;
}

function Fees({ texts, langs }: { texts: FeesTexts; langs: TextLangs<FeesTexts> | undefined }) {
  const t = useT();
  const school = useSchool();
  // Printing needs the page's script: without it the button would do nothing, so it is not shown.
  // (Not lib/ui/early-press's useHydrated: importing it pulls that module into the chunk every page shares.)
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const years = newestFirst(texts.years);

  return (
    <>
      <PageMeta
        title={t('Fee Structure')}
        description={t(
          'The fee structure of {school}: the fees of each class per academic year, what changed since the year before, and where to buy books and uniform.',
          { school: school.name },
        )}
      />
      <PageHero
        title={t('Fee Structure')}
        subtitle={texts.intro || t('The fees of each class, year by year, as the school publishes them.')}
        subtitleLang={texts.intro ? langs?.intro : undefined}
      />
      <div className={`${ui.container} ${ui.pageBody}`}>
        {years.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('The fee structure has not been published yet.')}</p>
            <p>
              {t('For the fees, please call the school office:')} <a href={telHref(school.officePhone)}>{school.officePhone}</a>
            </p>
          </div>
        ) : (
          <>
            <div className={styles.toolbar}>
              <p className={ui.muted}>
                {t(
                  'Amounts in rupees. A dash means the fee is not charged in that class; the percentage beside an amount is its change since the year before.',
                )}
              </p>
              {/* Takes its room before hydration too (visibility only), so nothing moves when it appears. */}
              <Button
                variant="outlined"
                size="small"
                className={hydrated ? styles.print : `${styles.print} ${styles.waiting}`}
                onClick={() => window.print()}
              >
                {t('Print')}
              </Button>
            </div>
            {years.map((year) => (
              <FeeYearTable key={year.year} texts={texts} year={year} langs={langs?.years[texts.years.indexOf(year)]} />
            ))}
          </>
        )}
        <FeeShops shops={texts.shops} langs={langs?.shops} />
        <p className={`${ui.muted} ${styles.law}`}>
          {t('Shown as the Punjab Regulation of Fee of Unaided Educational Institutions Act, 2016 asks.')}
        </p>
      </div>
    </>
  );
}
