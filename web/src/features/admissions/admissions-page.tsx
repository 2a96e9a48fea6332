import { useSchool } from '../../lib/school-settings';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { PageTabs, tabsOf } from '../../lib/page-tabs';
import ui from '../../lib/ui/ui.module.css';
import { usePathTab } from '../../lib/use-path-tab';
import { ApplyPanel, ProcessPanel, RequirementsPanel } from './admission-panels';
import styles from './admissions-page.module.css';
import { ADMISSION_TABS, admissionTabLabels, type AdmissionTab } from './admissions-content';

const tabs = tabsOf(ADMISSION_TABS, admissionTabLabels);

const panels = { process: ProcessPanel, requirements: RequirementsPanel, apply: ApplyPanel } satisfies Record<AdmissionTab, () => unknown>;

const titles: Record<AdmissionTab, string> = { process: 'Admission Process', requirements: 'Admission Requirements', apply: 'Apply Now' };

/** /admissions and its three children: the tab follows the URL, process by default. */
export function AdmissionsPage() {
  const [active, select] = usePathTab('/admissions', ADMISSION_TABS, 'process');
  const Panel = panels[active];
  const school = useSchool();

  return (
    <>
      <PageMeta
        title={`${titles[active]} · Admissions`}
        description={`Admissions at ${school.name}: the five steps of our admission process, what we look for, and how to apply online. Admissions office ${school.admissionsHours}.`}
      />
      <PageHero title="Admissions" subtitle="Join a caring community where every child is known, encouraged and ready to shine." />
      <div className={`${ui.container} ${ui.section}`}>
        <PageTabs idPrefix="admissions" label="Admissions sections" tabs={tabs} active={active} onSelect={select}>
          <div className={styles.body}>
            <Panel />
          </div>
        </PageTabs>
      </div>
    </>
  );
}
