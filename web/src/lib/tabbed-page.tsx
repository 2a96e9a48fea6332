import type { ReactNode } from 'react';
import { useT } from './i18n/i18n';
import { PageHero } from './page-hero';
import { PageMeta } from './page-meta';
import { PageTabs, type PageTab } from './page-tabs';
import ui from './ui/ui.module.css';

interface Props<T extends string> {
  /** The document's title and description (PageMeta), in the page's language. */
  meta: { title: string; description: string };
  /** The hero's heading and sentence; `subtitleLang` when the sentence shows in English on a Punjabi or Hindi page. */
  hero: { title: string; subtitle: string; subtitleLang?: 'en' | undefined };
  /** Ties each tab to its panel (PageTabs). */
  idPrefix: string;
  /** The tab list's accessible name, in the page's language. */
  tabsLabel: string;
  /** In English: translated here. */
  tabs: readonly PageTab<T>[];
  active: T;
  onSelect: (tab: T) => void;
  /** The spacing of the body below the hero (ui.section or ui.pageBody). */
  bodyClassName: string | undefined;
  /** The active tab's panel. */
  children: ReactNode;
  /** Shown below the tabs whatever the tab (the About page's cards). */
  after?: ReactNode;
}

/**
 * The shell of a fixed public page in sections whose tab follows the URL (About, Academics,
 * Admissions): its head, its hero, and the tabs with the active one's panel. A new page of this kind
 * (a disclosure in sections, say) brings only its texts and panels.
 */
export function TabbedPage<T extends string>({
  meta,
  hero,
  idPrefix,
  tabsLabel,
  tabs,
  active,
  onSelect,
  bodyClassName,
  children,
  after,
}: Props<T>) {
  const t = useT();
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <PageHero title={hero.title} subtitle={hero.subtitle} subtitleLang={hero.subtitleLang} />
      <div className={`${ui.container} ${bodyClassName ?? ''}`}>
        <PageTabs
          idPrefix={idPrefix}
          label={tabsLabel}
          tabs={tabs.map((tab) => ({ ...tab, label: t(tab.label) }))}
          active={active}
          onSelect={onSelect}
        >
          {children}
        </PageTabs>
        {after}
      </div>
    </>
  );
}
