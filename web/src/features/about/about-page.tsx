import type { AboutTexts } from '@school/shared/page-text-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useT } from '../../lib/i18n/i18n';
import { tabsOf } from '../../lib/page-tabs';
import { TabbedPage } from '../../lib/tabbed-page';
import { RichText, useFill, WithPageTexts } from '../../lib/page-texts';
import { addressLine, useSchool } from '../../lib/school-settings';
import ui from '../../lib/ui/ui.module.css';
import { usePathTab } from '../../lib/use-path-tab';
import styles from './about-page.module.css';
import { AboutCards } from './about-cards';
import { ABOUT_TABS, aboutTabs, type AboutTab } from './about-sections';
import { PrincipalMessage } from './principal-message';

const tabs = tabsOf(ABOUT_TABS, aboutTabs);

/** /about, /about/story, /about/mission and /about/leadership: one page, the tab follows the URL. */
export function AboutPage() {
  return <WithPageTexts page="about">{({ texts, langs }) => <About texts={texts} langs={langs} />}</WithPageTexts>;
}

/** `langs`: which texts show in English on a Punjabi or Hindi page (lib/page-texts.tsx). */
type Langs = TextLangs<AboutTexts> | undefined;

function About({ texts, langs }: { texts: AboutTexts; langs: Langs }) {
  const [active, select] = usePathTab('/about', ABOUT_TABS, 'story');
  const t = useT();
  const school = useSchool();
  const fill = useFill();
  const title = fill.text(texts[active].title);

  return (
    <TabbedPage
      meta={{
        title: t('{title} · About Us', { title }),
        description: t(
          'Learn about {school}: our story since {year}, our mission and vision, and the leadership of our day-boarding convent school in {address}.',
          { school: school.name, year: school.foundedYear, address: addressLine(school.address) },
        ),
      }}
      hero={{ title: t('About Us'), subtitle: fill.text(texts.subtitle), subtitleLang: langs?.subtitle }}
      idPrefix="about"
      tabsLabel={t('About us sections')}
      tabs={tabs}
      active={active}
      onSelect={select}
      bodyClassName={ui.pageBody}
      after={<AboutCards texts={texts} langs={langs} />}
    >
      <div className={styles.section}>
        <div className={styles.heading}>
          <div aria-hidden="true" className={`${ui.roundBadge} ${ui.badgeBrand} ${styles.icon}`}>
            {aboutTabs[active].icon}
          </div>
          <h2 className={ui.h2} lang={langs?.[active].title}>
            {title}
          </h2>
        </div>
        <SectionBody tab={active} texts={texts} langs={langs} />
      </div>
    </TabbedPage>
  );
}

function SectionBody({ tab, texts, langs }: { tab: AboutTab; texts: AboutTexts; langs: Langs }) {
  const body = `${ui.muted} ${styles.body}`;
  if (tab === 'mission') {
    return (
      <>
        <RichText html={texts.mission.mission} className={body} lang={langs?.mission.mission} />
        <RichText html={texts.mission.vision} className={body} lang={langs?.mission.vision} />
      </>
    );
  }
  if (tab === 'leadership') {
    return (
      <>
        <RichText html={texts.leadership.body} className={body} lang={langs?.leadership.body} />
        <PrincipalMessage />
      </>
    );
  }
  return <RichText html={texts.story.body} className={body} lang={langs?.story.body} />;
}
