import { editableFields, type EventDoc } from '../../domain/events/event-items.js';
import { fieldsFromJson, fieldsFromMultipart, readRemoveImage, readVersion, type RawEventFields } from '../../http/decode/event-fields.js';
import { eventInputSchema } from '@school/shared/event-schemas';
import type { FormView } from './route-spec.js';

// The events routes' reading of a submission, rebuilt from the same decoding functions and shared
// schema: true when POST (existing = null) or PUT (existing = the stored item) would act on it.

function accepted(read: () => { raw: RawEventFields; removeImage: boolean }, existing: EventDoc | null): boolean {
  let submission: { raw: RawEventFields; removeImage: boolean };
  try {
    submission = read();
  } catch {
    return false;
  }
  const merged = existing ? { ...editableFields(existing), ...submission.raw } : submission.raw;
  return eventInputSchema.safeParse(merged).success;
}

export function eventJsonAccepted(body: unknown, existing: EventDoc | null): boolean {
  return accepted(() => {
    const fields = body as Record<string, unknown> | undefined;
    readVersion(fields?.version);
    return { raw: fieldsFromJson(body), removeImage: readRemoveImage(fields?.removeImage) };
  }, existing);
}

/** Forms under test carry no real image, so any file part (wrong field, or bytes that are no image) is refused. */
export function eventFormAccepted(form: FormView, existing: EventDoc | null): boolean {
  if (form.fileFields.length > 0) return false;
  return accepted(() => {
    readVersion(form.fields.version);
    return { raw: fieldsFromMultipart(form.fields, form.fieldLists), removeImage: readRemoveImage(form.fields.removeImage) };
  }, existing);
}
