import { AUDIT_ACTION_LABELS, AUDIT_ITEM_LABELS, type AuditEntryView } from '@school/shared/audit-schemas';

// The words of /admin/activity in one place, so the screen and its tests agree.

export const NOT_ALLOWED_TEXT = 'Only a superadmin can see the activity log.';
export const INTRO_TEXT =
  'Who signed in, and who created, changed or deleted what, newest first. Entries are kept for 12 months. Times are India time.';
export const EMPTY_TEXT = 'Nothing was recorded for these filters.';

// School time, whatever zone the superadmin's device is in.
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** "25 Nov 2026, 7:30:05 pm" in India time. */
export function timeText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : when.format(date);
}

export const actionText = (entry: AuditEntryView): string => AUDIT_ACTION_LABELS[entry.action] ?? entry.action;

/** "Gallery: Annual day", "Settings", an erasure's counts, or nothing for a sign-in. */
export function itemText(entry: AuditEntryView): string {
  if (!entry.itemKind) return entry.detail ?? '';
  const kind = AUDIT_ITEM_LABELS[entry.itemKind] ?? entry.itemKind;
  const named = entry.itemTitle ? `${kind}: ${entry.itemTitle}` : kind;
  return entry.detail ? `${named} (${entry.detail})` : named;
}

/** The member's name, or for a failed sign-in the e-mail that was typed. */
export const memberText = (entry: AuditEntryView): string => entry.memberName || entry.email;
