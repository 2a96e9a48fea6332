import type { ResourceCategory, ResourceIcon } from '@school/shared/page-text-schemas';
import calendarMonth from '../../lib/ui/icons/calendar-month';
import chat from '../../lib/ui/icons/chat';
import directionsRun from '../../lib/ui/icons/directions-run';
import emojiObjects from '../../lib/ui/icons/emoji-objects';
import psychology from '../../lib/ui/icons/psychology';
import restaurant from '../../lib/ui/icons/restaurant';
import sportsBasketball from '../../lib/ui/icons/sports-basketball';
import support from '../../lib/ui/icons/support';

// The filter buttons and the pictures a card may carry; the cards themselves are stored texts
// (staff edit them in /admin/pages), each naming its category and picture.

export const RESOURCE_FILTERS = [
  { value: 'all', label: 'All Resources' },
  { value: 'learning-support', label: 'Learning Support' },
  { value: 'health-wellness', label: 'Health & Wellness' },
  { value: 'communication', label: 'Communication' },
  { value: 'extracurricular', label: 'Extracurricular' },
] as const satisfies readonly { value: ResourceCategory | 'all'; label: string }[];

export type ResourceFilter = (typeof RESOURCE_FILTERS)[number]['value'];

/** Icon paths (lib/ui/icons/) by the picture's stored name. */
export const RESOURCE_ICON_PATHS: Record<ResourceIcon, string> = {
  idea: emojiObjects,
  chat,
  mind: psychology,
  running: directionsRun,
  support,
  meal: restaurant,
  calendar: calendarMonth,
  ball: sportsBasketball,
};
