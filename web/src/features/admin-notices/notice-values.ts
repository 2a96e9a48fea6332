import { noticeInputSchema, type AdminNotice, type NoticeFormValues, type NoticeInput } from '@school/shared/notice-schemas';
import { toSchoolLocalInput } from '@school/shared/school-time';

export type FieldErrors = Partial<Record<keyof NoticeFormValues, string>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new notice starts now and ends a day later (India time, to the minute), for staff to adjust. */
export function emptyValues(now = new Date()): NoticeFormValues {
  return {
    text: '',
    kind: 'information',
    link: '',
    linkLabel: '',
    translations: {},
    startsAt: toSchoolLocalInput(now.toISOString()),
    endsAt: toSchoolLocalInput(new Date(now.getTime() + DAY_MS).toISOString()),
  };
}

export function valuesFromNotice(notice: AdminNotice): NoticeFormValues {
  return {
    text: notice.text,
    kind: notice.kind,
    link: notice.link,
    linkLabel: notice.linkLabel,
    translations: notice.translations ?? {},
    startsAt: toSchoolLocalInput(notice.startsAt),
    endsAt: toSchoolLocalInput(notice.endsAt),
  };
}

/**
 * Checks the form with the API's own schema, so a field shows exactly the message the server would
 * answer; on success, the notice to send, its times already UTC instants (the form's datetime-local
 * text is India time, whatever the zone of the staff member's device).
 */
export function checkValues(values: NoticeFormValues): { notice: NoticeInput; errors: null } | { notice: null; errors: FieldErrors } {
  const result = noticeInputSchema.safeParse(values);
  if (result.success) return { notice: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof NoticeFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { notice: null, errors };
}
