import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactElement, ReactNode } from 'react';

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

/**
 * An ARIA tab list with one panel. Arrow keys move between tabs and Enter or Space selects (MUI's
 * manual activation), so keyboard users can read the labels without changing the page each time.
 * It scrolls sideways on narrow phones instead of squeezing the labels.
 */
export function PageTabs<T extends string>({ idPrefix, label, tabs, active, onSelect, children }: Props<T>) {
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', display: 'flex', justifyContent: 'center' }}>
        <Tabs
          value={active}
          onChange={(_event, value: T) => onSelect(value)}
          aria-label={label}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          textColor="primary"
          indicatorColor="primary"
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={tab.label}
              icon={tab.icon}
              iconPosition="start"
              id={`${idPrefix}-tab-${tab.value}`}
              aria-controls={`${idPrefix}-panel`}
              sx={{ fontWeight: 700, fontSize: '1rem', minHeight: 56 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${active}`} sx={{ pt: { xs: 3, md: 4 } }}>
        {children}
      </Box>
    </>
  );
}
