import { CLOSED_STATUSES, ENQUIRY_STATUS_LABELS, type EnquiryStatus } from '@school/shared/enquiry-fields';
import type { EnquiryView, TimelineEntry } from '@school/shared/enquiry-schemas';
import { LOCALE_NAMES } from '../../lib/admin/languages';
import { longDay } from '../../lib/admin/school-day';

// How the enquiry screens word what the API stores: statuses, days, the mobile number, the consent
// and each line of the timeline. English only (the back office is).

export const statusLabel = (status: EnquiryStatus): string => ENQUIRY_STATUS_LABELS[status] ?? status;

export const isClosed = (status: EnquiryStatus): boolean => CLOSED_STATUSES.includes(status);

/** The status chip's look: a new enquiry stands out (filled); the others are outlined, readable on any background. */
export const statusChip = (status: EnquiryStatus) =>
  status === 'new' ? ({ color: 'primary', variant: 'filled' } as const) : ({ color: 'default', variant: 'outlined' } as const);

/**
 * The stored number (E.164, +919876543210) as people read it: an Indian mobile as +91 98765 43210;
 * any other left as stored, which still dials.
 */
export function readablePhone(phone: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
}

/** "26 Nov 2026, 9:30 am" in the school's time zone. */
export function formatReceived(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A stored day (YYYY-MM-DD) as "12 March 2027"; '' for none. */
export const formatDay = (day: string | undefined): string => (day ? longDay(day) : '');

export const languageName = (locale: EnquiryView['locale']): string => LOCALE_NAMES[locale] ?? locale;

/**
 * What the parent agreed to (issue 37), worded as the inbox words a message's, as it was given: on the website, on a page of one language; or to the office, which
 * recorded the enquiry (its language is then the family's, not a page's).
 */
export function consentLine(enquiry: Pick<EnquiryView, 'consent' | 'timeline'>): string {
  const { noticeVersion, locale } = enquiry.consent;
  const recordedBy = enquiry.timeline.find((entry) => entry.kind === 'received')?.by;
  return recordedBy
    ? `The parent agreed to the privacy notice, version ${noticeVersion}, as ${recordedBy.name} recorded (the family’s language: ${languageName(locale)}).`
    : `Agreed to the privacy notice, version ${noticeVersion}, on the ${languageName(locale)} page.`;
}

/** What one line of the timeline says happened. */
export function timelineText(entry: TimelineEntry): string {
  switch (entry.kind) {
    case 'received':
      // Staff record the enquiries taken by phone or at the gate; the parent's own come from the website.
      return entry.by ? 'Enquiry recorded by the office' : 'Enquiry received';
    case 'status':
      return entry.status ? `Status: ${statusLabel(entry.status)}` : 'Status changed';
    case 'note':
      return 'Note';
    case 'follow-up':
      return entry.followUp ? `Follow-up set for ${formatDay(entry.followUp)}` : 'Follow-up cleared';
    case 'assigned':
      return entry.assignedTo ? `Assigned to ${entry.assignedTo.name}` : 'No longer assigned';
    default:
      return entry.kind;
  }
}
