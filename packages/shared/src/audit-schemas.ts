import { z } from 'zod';

// The audit log (/admin/activity, superadmin only): who did what to which item, and when. Written
// by the server alone (functions/src/domain/audit); read by GET /api/activity and its CSV. Imported
// by name (@school/shared/audit-schemas) by the API and the admin screen.

/** How long an entry is kept: it carries an `expiresAt` this many months after it was written. */
export const AUDIT_KEEP_MONTHS = 12;

/** An enum's values, in the order of `labels`: each value is named once, beside its words. */
const keysOf = <K extends string>(labels: Record<K, string>) => Object.keys(labels) as [K, ...K[]];

/** What each action is called on the screen and in the CSV: plain words for school staff. */
export const AUDIT_ACTION_LABELS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'password-set': 'Set a password from an e-mailed link',
  'password-change': 'Changed their password',
  'sign-out-everywhere': 'Signed out everywhere',
  create: 'Created',
  edit: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
  'delete-forever': 'Deleted for good',
  publish: 'Published',
  'discard-draft': 'Discarded a draft',
  'add-photos': 'Added photos',
  'mark-read': 'Marked as read',
  'settings-change': 'Changed settings',
  invite: 'Invited',
  'role-change': 'Changed the role',
  disable: 'Disabled',
  enable: 'Enabled',
  'password-link': 'Sent a password link',
  remove: 'Removed',
  // A person's data (issue 37): the detail counts the records, never naming the person.
  'personal-data-search': "Looked up a person's data",
  'personal-data-export': "Exported a person's data",
  'personal-data-correct': "Corrected a person's data",
  'personal-data-erase': "Erased a person's data",
  // Issue 39: an item announced to its topic's subscribers, and when their mails go.
  announce: 'Mailed subscribers',
} satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const auditActions = keysOf(AUDIT_ACTION_LABELS);

/** What each kind of item is called on the screen and in the CSV. */
export const AUDIT_ITEM_LABELS = {
  page: 'Page',
  'news-or-event': 'News or event',
  gallery: 'Gallery',
  photo: 'Photo',
  message: 'Message',
  notice: 'Notice',
  'page-texts': 'Page texts',
  settings: 'Settings',
  'admission-link': 'Admission form link',
  'staff-member': 'Staff member',
  'trash-item': 'Item in the trash',
  revision: 'Revision',
  document: 'Document',
  enquiry: 'Admission enquiry',
  subscriber: 'E-mail subscriber',
} satisfies Record<string, string>;
export type AuditItemKind = keyof typeof AUDIT_ITEM_LABELS;
export const auditItemKinds = keysOf(AUDIT_ITEM_LABELS);

/**
 * One stored entry. No password, token, request body or client address is ever kept: the log says
 * who (the account) did what, and the access log and sign-in limits keep addresses for their own,
 * shorter, purposes. `email` is the member's, or for a failed sign-in the address that was typed.
 */
export const auditEntrySchema = z.object({
  /** ISO instant of the action. */
  at: z.string(),
  /** `at`, then a random tail: unique and in time order, so pages of the log follow it without gaps. */
  key: z.string(),
  /** When the entry is deleted (AUDIT_KEEP_MONTHS after `at`): Firestore's TTL and the SQLite sweep read it. */
  expiresAt: z.string(),
  action: z.enum(auditActions),
  /** null for a failed sign-in (nobody was signed in). */
  memberId: z.string().nullable(),
  memberName: z.string(),
  /** Lower case. */
  email: z.string(),
  itemKind: z.enum(auditItemKinds).nullable(),
  itemId: z.string().nullable(),
  /** The item's title (or a member's name) when the action's answer or a cheap read told it. */
  itemTitle: z.string().nullable(),
  /** A short fact about the action, such as the new role. */
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** An entry as GET /api/activity lists it. */
export type AuditEntryView = Omit<AuditEntry, 'key' | 'expiresAt'> & { id: string };

/** The answer of GET /api/activity: newest first; `nextCursor` asks for the page after this one. */
export interface AuditPage {
  entries: AuditEntryView[];
  nextCursor: string | null;
}

export const AUDIT_PAGE_MAX = 200;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must look like 2026-01-31')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'That date does not exist')
  .optional();

/**
 * GET /api/activity and /api/activity.csv. `member` is an account id or an e-mail (an e-mail also
 * finds failed sign-ins with it); `from` and `to` are whole days in school time (Asia/Kolkata), both
 * included.
 */
export const auditQuerySchema = z
  .object({
    member: z.string().trim().max(320, 'member is too long').optional(),
    from: day,
    to: day,
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int()
      .min(1, `limit must be 1-${AUDIT_PAGE_MAX}`)
      .max(AUDIT_PAGE_MAX, `limit must be 1-${AUDIT_PAGE_MAX}`)
      .default(50),
    cursor: z.string().max(100, 'cursor is too long').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'The start date must be on or before the end date');
export type AuditQuery = z.infer<typeof auditQuerySchema>;
