import type { NoticeKind, NoticeState } from '@school/shared/notice-schemas';

// What staff read about a notice's kind and state, in one place for the form and the list.

export const KIND_TEXT: Record<NoticeKind, { label: string; help: string }> = {
  information: { label: 'Information', help: 'Blue band: news every visitor should see (a meeting, a change of timing).' },
  closure: { label: 'Closure', help: 'Marigold band: the school or the office is closed.' },
  emergency: { label: 'Emergency', help: 'Red band: urgent safety news. Shown before any other notice.' },
};

export const STATE_TEXT: Record<NoticeState, string> = { scheduled: 'Scheduled', current: 'Showing now', ended: 'Ended' };

/** A current notice that another (more urgent, or newer) one hides. */
export const HIDDEN_TEXT = 'Waiting: another notice shows';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** "25 Nov 2026, 9:00 am – 25 Nov 2026, 5:00 pm (India time)". */
export function periodText(startsAt: string, endsAt: string): string {
  return `${when.format(new Date(startsAt))} – ${when.format(new Date(endsAt))} (India time)`;
}
