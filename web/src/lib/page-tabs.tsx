import { useEffect, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import styles from './page-tabs.module.css';

export interface PageTab<T extends string> {
  value: T;
  label: string;
  icon?: ReactElement;
}

/** The tabs of a page whose sections each carry their own label and icon, in the order of `values`. */
export function tabsOf<T extends string>(values: readonly T[], sections: Record<T, Omit<PageTab<T>, 'value'>>): readonly PageTab<T>[] {
  return values.map((value) => ({ value, label: sections[value].label, icon: sections[value].icon }));
}

interface Props<T extends string> {
  /** Prefix for the tab and panel ids that tie each tab to its panel for assistive technology. */
  idPrefix: string;
  label: string;
  tabs: readonly PageTab<T>[];
  active: T;
  onSelect: (tab: T) => void;
  /** The active tab's panel. */
  children: ReactNode;
}

/** Where each key moves the focus, from the index of the focused tab among `count`. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * An ARIA tab list with one panel, following the WAI-ARIA tabs pattern with manual activation:
 * arrow keys, Home and End move between tabs and Enter or Space selects, so keyboard users can read
 * the labels without changing the page each time. Only the selected tab is in the Tab order.
 * It scrolls sideways on narrow phones instead of squeezing the labels, with the selected tab
 * brought into view. Plain buttons rather than MUI's Tabs, which would bring MUI's styling engine
 * to the public pages (scripts/bundle-budget.mjs).
 */
export function PageTabs<T extends string>({ idPrefix, label, tabs, active, onSelect, children }: Props<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    // Sideways only: scrollIntoView could also scroll the page up or down to the tabs.
    if (list && tab) list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const buttons = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = buttons.findIndex((button) => button === document.activeElement);
    if (!move || index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length)]?.focus();
  };

  return (
    <>
      <div className={styles.bar}>
        <div ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown} className={styles.list}>
          {tabs.map((tab) => {
            const selected = tab.value === active;
            return (
              <button
                key={tab.value}
                type="button"
                role="tab"
                id={`${idPrefix}-tab-${tab.value}`}
                aria-selected={selected}
                aria-controls={`${idPrefix}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => onSelect(tab.value)}
                className={styles.tab}
              >
                {tab.icon}
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${active}`} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
