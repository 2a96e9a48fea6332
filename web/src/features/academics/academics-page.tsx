import type { AcademicsTexts } from '@school/shared/page-text-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useFill, WithPageTexts } from '../../lib/page-texts';
import { useSchool } from '../../lib/school-settings';
import { useT } from '../../lib/i18n/i18n';
import { tabsOf } from '../../lib/page-tabs';
import { TabbedPage } from '../../lib/tabbed-page';
import { Icon } from '../../lib/ui/icon';
import checkCircle from '../../lib/ui/icons/check-circle';
import ui from '../../lib/ui/ui.module.css';
import { usePathTab } from '../../lib/use-path-tab';
import { ACADEMIC_TABS, academicTabs } from './academic-sections';
import styles from './academics-page.module.css';
import { PartnerBlock } from './partner-block';

const tabs = tabsOf(ACADEMIC_TABS, academicTabs);

/** /academics and its four children: the tab follows the URL, curriculum by default. */
export function AcademicsPage() {
  return <WithPageTexts page="academics">{({ texts, langs }) => <Academics texts={texts} langs={langs} />}</WithPageTexts>;
}

/** `langs`: which texts show in English on a Punjabi or Hindi page (lib/page-texts.tsx). */
function Academics({ texts, langs }: { texts: AcademicsTexts; langs: TextLangs<AcademicsTexts> | undefined }) {
  const [active, select] = usePathTab('/academics', ACADEMIC_TABS, 'curriculum');
  const t = useT();
  const school = useSchool();
  const fill = useFill();
  const section = texts[active];
  const title = fill.text(section.title);

  return (
    <TabbedPage
      meta={{
        title: t('{title} · Academics', { title }),
        description: t(
          'Academics at {school}: our curriculum, programs and activities, faculty and learning resources for children from nursery to grade 8.',
          { school: school.name },
        ),
      }}
      hero={{ title: t('Academics'), subtitle: fill.text(texts.subtitle), subtitleLang: langs?.subtitle }}
      idPrefix="academics"
      tabsLabel={t('Academics sections')}
      tabs={tabs}
      active={active}
      onSelect={select}
      bodyClassName={ui.section}
    >
      <div className={styles.body}>
        <h2 className={`${ui.h2} ${styles.title}`} lang={langs?.[active].title}>
          {title}
        </h2>
        <p className={`${ui.muted} ${styles.description}`} lang={langs?.[active].description}>
          {fill.text(section.description)}
        </p>
        <ul className={`${ui.plainList} ${styles.highlights}`}>
          {section.highlights.map((point, index) => (
            <li key={index} className={styles.highlight}>
              <Icon path={checkCircle} className={styles.check} />
              <p className={styles.point} lang={langs?.[active].highlights[index]}>
                {fill.text(point)}
              </p>
            </li>
          ))}
        </ul>
        {active === 'curriculum' && <PartnerBlock />}
      </div>
    </TabbedPage>
  );
}
