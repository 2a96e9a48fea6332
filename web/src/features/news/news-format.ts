import { SCHOOL_TIME_ZONE } from '@shared/school-time';

// Dates read as the school reads them (Asia/Kolkata), whatever zone the visitor's device is in:
// an event at 00:30 on 6 January in Faridkot is on January 6 for a parent abroad too.
const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: SCHOOL_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });

/** "January 5, 2025"; '' for a missing or broken date. */
export function formatSchoolDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** The start date, and the range when the end falls on another day. */
export function eventDateText(start: string | null, end: string | null): string {
  const from = formatSchoolDate(start);
  const to = formatSchoolDate(end);
  return to && to !== from ? `${from} – ${to}` : from;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Tags compare case-insensitively; older items say "sport", which belongs under Sports. */
export function normaliseTag(tag: string): string {
  const lower = tag.trim().toLowerCase();
  return lower === 'sport' ? 'sports' : lower;
}

/** One filter per distinct tag, in the order they first appear. */
export function distinctTags(items: ReadonlyArray<{ tags: readonly string[] }>): string[] {
  return [...new Set(items.flatMap((item) => item.tags.map(normaliseTag)).filter(Boolean))];
}

export function matchesFilter(item: { tags: readonly string[] }, filter: string): boolean {
  return filter === 'all' || item.tags.some((tag) => normaliseTag(tag) === filter);
}

const EMOJI: Record<string, string> = { academic: '📚', sports: '⚽', cultural: '🎭', achievement: '🏆', announcement: '📢' };

/** The picture for an item without an image: from its first tag with an emoji of its own. */
export function tagEmoji(tags: readonly string[]): string {
  for (const tag of tags) {
    const emoji = EMOJI[normaliseTag(tag)];
    if (emoji) return emoji;
  }
  return '📰';
}
