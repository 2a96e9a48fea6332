import type { Locale } from '@school/shared/i18n/locales';
import type { AnnouncedKind, AnnouncementView, MailPreview } from '@school/shared/mailing-schemas';
import { apiGet, apiSend } from '../api-client';

// The mail to subscribers (issue 39, item 2), as the back office's forms and the subscribers'
// screen call it: announce an item, see how its mails stand, preview the mail in a language.

/** POST /announcements: the item's subscribers will get it (once, whatever is asked again). */
export const announceItem = (kind: AnnouncedKind, id: string) => apiSend<AnnouncementView>('POST', '/announcements', { kind, id });

/** The item's announcement, or null when it was never announced. */
export const announcementOf = (kind: AnnouncedKind, id: string, signal?: AbortSignal) =>
  apiGet<AnnouncementView | null>(`/announcements/${kind}/${encodeURIComponent(id)}`, signal ? { signal } : {});

export const previewMail = (kind: AnnouncedKind, id: string, locale: Locale, signal?: AbortSignal) =>
  apiGet<MailPreview>(`/announcements/${kind}/${encodeURIComponent(id)}/preview`, { query: { locale }, ...(signal && { signal }) });

/** "Sent to 312, 2 failed, 5 waiting": how an announcement's mails stand, in the staff's words. */
export function deliveryText({ state, dueAt, counts }: Pick<AnnouncementView, 'state' | 'dueAt' | 'counts'>): string {
  if (state === 'cancelled') return 'Not emailed: the item was unpublished or deleted before its time.';
  if (state === 'waiting') {
    const when = new Date(dueAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
    return `Will be emailed to subscribers on ${when}.`;
  }
  const waiting = counts.queued + counts.sending;
  const parts = [
    `Sent to ${counts.sent}`,
    ...(counts.failed ? [`${counts.failed} failed`] : []),
    ...(waiting ? [`${waiting} waiting`] : []),
  ];
  return `${parts.join(', ')}.`;
}
