import { addressLine, useSchool } from '../../lib/school-settings';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { PageTabs, tabsOf } from '../../lib/page-tabs';
import ui from '../../lib/ui/ui.module.css';
import { usePathTab } from '../../lib/use-path-tab';
import styles from './about-page.module.css';
import { AboutCards } from './about-cards';
import { ABOUT_TABS, aboutSections } from './about-sections';

/** /about, /about/story, /about/mission and /about/leadership: one page, the tab follows the URL. */
export function AboutPage() {
  const [active, select] = usePathTab('/about', ABOUT_TABS, 'story');
  const school = useSchool();
  const sections = aboutSections(school);
  const tabs = tabsOf(ABOUT_TABS, sections);
  const section = sections[active];

  return (
    <>
      <PageMeta
        title={`${section.title} · About Us`}
        description={`Learn about ${school.name}: our story since ${school.foundedYear}, our mission and vision, and the leadership of our day-boarding convent school in ${addressLine(school.address)}.`}
      />
      <PageHero
        title="About Us"
        subtitle={`A day-boarding convent school in ${school.address.locality}, nurturing young minds since ${school.foundedYear}.`}
      />
      <div className={`${ui.container} ${ui.pageBody}`}>
        <PageTabs idPrefix="about" label="About us sections" tabs={tabs} active={active} onSelect={select}>
          <div className={styles.section}>
            <div className={styles.heading}>
              <div aria-hidden="true" className={`${ui.roundBadge} ${ui.badgeBrand} ${styles.icon}`}>
                {section.icon}
              </div>
              <h2 className={ui.h2}>{section.title}</h2>
            </div>
            {section.description.map((paragraph) => (
              <p key={paragraph} className={`${ui.muted} ${styles.paragraph}`}>
                {paragraph}
              </p>
            ))}
          </div>
        </PageTabs>
        <AboutCards />
      </div>
    </>
  );
}
