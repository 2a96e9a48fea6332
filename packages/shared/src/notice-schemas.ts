import { z } from 'zod';
import { compactTranslations, translationsSchema, type Translations } from './i18n/translations.js';
import { storedVersion, versionInput, viewVersion } from './item-version.js';
import { isSiteOrHttpsLink, siteLinkMessage } from './site-link.js';
import { apiId, timestamps } from './stored-fields.js';
import { toUtcIso } from './school-time.js';

// The notice banner: one line of text (and an optional link) that staff post for a stretch of time,
// shown at the top of every public page while it is current. Staff type the start and end as the
// school reads them (Asia/Kolkata); the API stores UTC instants. Browser-safe: zod only. Public
// pages import only the types (the banner carries no zod); the admin form parses with these.

export const NOTICE_KINDS = ['information', 'closure', 'emergency'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_LIMITS = { text: 300, linkLabel: 60, link: 500 } as const;

/** Plain text on one line: a banner has no room for paragraphs, and line breaks would not show anyway. */
const oneLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`));

/** A date-time as staff type it (India time, "2026-11-25T09:00") or any ISO instant with a zone. */
const instant = (label: string) =>
  z.string({ error: `${label} is required` }).transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    }
    const iso = toUtcIso(value);
    if (iso) return iso;
    ctx.addIssue({ code: 'custom', message: `${label} is not a valid date and time. Use a date like 2026-11-25T09:00.` });
    return z.NEVER;
  });

/** The fields staff edit; each message is the one the form shows and the API answers in a 400. */
export const noticeFieldsSchema = z.object({
  text: oneLine('Notice text', NOTICE_LIMITS.text).refine((value) => value !== '', 'Notice text is required'),
  kind: z.enum(NOTICE_KINDS, { error: 'Kind must be information, closure or emergency' }),
  link: z
    .string({ error: 'Link must be text' })
    .trim()
    .max(NOTICE_LIMITS.link, 'The link is too long')
    // A page of this site too: a document chosen from the library is linked as /documents/{slug} (issue 35).
    .refine((value) => value === '' || isSiteOrHttpsLink(value), siteLinkMessage('Link'))
    .optional()
    .transform((value) => value ?? ''),
  linkLabel: oneLine('Link text', NOTICE_LIMITS.linkLabel)
    .optional()
    .transform((value) => value ?? ''),
  startsAt: instant('Start time'),
  endsAt: instant('End time'),
  /** Optional Punjabi and Hindi text and link text, with the English limits (visitors see the English where one is missing). */
  translations: translationsSchema({
    text: oneLine('The translated notice text', NOTICE_LIMITS.text),
    linkLabel: oneLine('The translated link text', NOTICE_LIMITS.linkLabel),
  })
    .transform(compactTranslations)
    .optional(),
});

/**
 * What POST /api/notices and PUT /api/notices/:id take: the fields, the end after the start. On PUT,
 * `version` is the one the form loaded: older than stored answers 409 (item-version.ts). Ignored on POST.
 */
export const noticeInputSchema = noticeFieldsSchema
  .extend({ version: versionInput })
  .superRefine((notice, ctx) => {
    if (notice.endsAt <= notice.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End time must be after the start time' });
    }
  })
  // A label without a link would show as plain text that looks clickable: dropped.
  .transform((notice) =>
    notice.link === '' ? { ...notice, linkLabel: '', translations: withoutLinkLabels(notice.translations) } : notice,
  );

/** Without a link, the translated link texts go too. */
function withoutLinkLabels(translations: Translations<'text' | 'linkLabel'> | undefined): Translations<'text' | 'linkLabel'> | undefined {
  const texts = (locale: 'pa' | 'hi') => (translations?.[locale]?.text ? { text: translations[locale].text } : {});
  return compactTranslations({ pa: texts('pa'), hi: texts('hi') });
}
export type NoticeInput = z.output<typeof noticeInputSchema>;

/** What the admin form holds: start and end as datetime-local text in India time. */
export interface NoticeFormValues {
  text: string;
  /** Punjabi and Hindi text and link text; '' where not translated. */
  translations: Translations<'text' | 'linkLabel'>;
  kind: NoticeKind;
  link: string;
  linkLabel: string;
  startsAt: string;
  endsAt: string;
}

/**
 * A notice as stored (collection `notices`). The instants are kept twice: as ISO text for people and
 * the API, and as epoch milliseconds, which Firestore's rules can compare with `request.time` (so a
 * browser reads only a notice that is showing) and both stores compare as numbers.
 */
export const noticeDocSchema = noticeFieldsSchema.extend({
  startsAtMs: z.number(),
  endsAtMs: z.number(),
  ...timestamps,
  /** +1 on every write (see item-version.ts); absent on notices older than versions. */
  version: storedVersion,
});
export type NoticeDoc = z.output<typeof noticeDocSchema>;

/** The notice every public page shows (GET /api/notices/current). */
export const noticeSchema = noticeFieldsSchema.extend(apiId);
export type Notice = z.output<typeof noticeSchema>;

/** Where a notice stands at the server's time: before its start, between start and end, after its end. */
export const NOTICE_STATES = ['scheduled', 'current', 'ended'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

/** A notice in the staff list: its state, and whether it is the one the site shows now. */
export const adminNoticeSchema = noticeSchema.extend({
  ...timestamps,
  ...viewVersion,
  state: z.enum(NOTICE_STATES),
  /** False for a current notice that a more urgent (or newer) current notice hides. */
  shownNow: z.boolean(),
});
export type AdminNotice = z.output<typeof adminNoticeSchema>;

/** Which current notice the site shows: the most severe kind, then the latest start. */
export const NOTICE_SEVERITY: Record<NoticeKind, number> = { information: 0, closure: 1, emergency: 2 };
