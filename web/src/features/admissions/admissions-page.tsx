import type { AdmissionsTexts } from '@school/shared/page-text-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useFill, WithPageTexts } from '../../lib/page-texts';
import { useSchool } from '../../lib/school-settings';
import { useT } from '../../lib/i18n/i18n';
import { tabsOf } from '../../lib/page-tabs';
import { TabbedPage } from '../../lib/tabbed-page';
import ui from '../../lib/ui/ui.module.css';
import { usePathTab } from '../../lib/use-path-tab';
import { ApplyPanel, EnquireLink, ProcessPanel, RequirementsPanel } from './admission-panels';
import styles from './admissions-page.module.css';
import { ADMISSION_TABS, admissionTabLabels, type AdmissionTab } from './admissions-content';

const tabs = tabsOf(ADMISSION_TABS, admissionTabLabels);

const panels = { process: ProcessPanel, requirements: RequirementsPanel, apply: ApplyPanel } satisfies Record<
  AdmissionTab,
  (props: { texts: AdmissionsTexts }) => unknown
>;

/** /admissions and its three children: the tab follows the URL, process by default. */
export function AdmissionsPage() {
  return <WithPageTexts page="admissions">{({ texts, langs }) => <Admissions texts={texts} langs={langs} />}</WithPageTexts>;
}

/** `langs`: which texts show in English on a Punjabi or Hindi page (lib/page-texts.tsx). */
function Admissions({ texts, langs }: { texts: AdmissionsTexts; langs: TextLangs<AdmissionsTexts> | undefined }) {
  const [active, select] = usePathTab('/admissions', ADMISSION_TABS, 'process');
  const Panel = panels[active];
  const t = useT();
  const school = useSchool();
  const fill = useFill();

  return (
    <TabbedPage
      meta={{
        title: t('{title} · Admissions', { title: fill.text(texts[active].title) }),
        description: t(
          'Admissions at {school}: the five steps of our admission process, what we look for, and how to apply online. Admissions office {hours}.',
          { school: school.name, hours: school.admissionsHours },
        ),
      }}
      hero={{ title: t('Admissions'), subtitle: fill.text(texts.subtitle), subtitleLang: langs?.subtitle }}
      idPrefix="admissions"
      tabsLabel={t('Admissions sections')}
      tabs={tabs}
      active={active}
      onSelect={select}
      bodyClassName={ui.section}
    >
      <div className={styles.body}>
        <Panel texts={texts} langs={langs} />
        {active !== 'apply' && <EnquireLink />}
      </div>
    </TabbedPage>
  );
}
