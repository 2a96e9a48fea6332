import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useEffect, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

export interface PageTab<T extends string> {
  value: T;
  label: string;
  icon?: ReactElement;
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
 * brought into view. Written on ButtonBase (already on every page) rather than MUI's Tabs, which
 * would add about 9 KB gzipped to each tabbed page for scroll buttons and an animated indicator.
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
      <Box sx={{ borderBottom: 1, borderColor: 'divider', display: 'flex', justifyContent: 'center' }}>
        <Box
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          sx={{ display: 'flex', position: 'relative', maxWidth: '100%', overflowX: 'auto', scrollbarWidth: 'none' }}
        >
          {tabs.map((tab) => {
            const selected = tab.value === active;
            return (
              <ButtonBase
                key={tab.value}
                role="tab"
                id={`${idPrefix}-tab-${tab.value}`}
                aria-selected={selected}
                aria-controls={`${idPrefix}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => onSelect(tab.value)}
                sx={{
                  flexShrink: 0,
                  gap: 1,
                  minHeight: 56,
                  px: 2,
                  fontWeight: 700,
                  fontSize: '1rem',
                  whiteSpace: 'nowrap',
                  color: selected ? 'primary.main' : 'text.secondary',
                  borderBottom: 3,
                  borderColor: selected ? 'primary.main' : 'transparent',
                  '&:hover': { color: 'primary.main' },
                  // Inside the scrolling row an outer ring would be cut off.
                  '&.Mui-focusVisible': { outlineOffset: '-3px' },
                }}
              >
                {tab.icon}
                {tab.label}
              </ButtonBase>
            );
          })}
        </Box>
      </Box>
      <Box role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${active}`} sx={{ pt: { xs: 3, md: 4 } }}>
        {children}
      </Box>
    </>
  );
}
