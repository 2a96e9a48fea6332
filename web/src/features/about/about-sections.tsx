import type { ReactElement } from 'react';
import { Icon } from '../../lib/ui/icon';
import autoStories from '../../lib/ui/icons/auto-stories';
import flag from '../../lib/ui/icons/flag';
import groups2 from '../../lib/ui/icons/groups-2';

export const ABOUT_TABS = ['story', 'mission', 'leadership'] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];

/**
 * The tabs' labels and icons: the navigation's names for /about/story, /about/mission and
 * /about/leadership (app/nav-tree.ts), so they stay with the code; the texts are stored.
 */
export const aboutTabs: Record<AboutTab, { label: string; icon: ReactElement }> = {
  story: { label: 'Our Story', icon: <Icon path={autoStories} /> },
  mission: { label: 'Mission & Vision', icon: <Icon path={flag} /> },
  leadership: { label: 'Leadership', icon: <Icon path={groups2} /> },
};
