import { eventInputSchema, type EventFormValues, type EventItem, type EventType } from '@school/shared/event-schemas';
import { toSchoolLocalInput, toUtcIso } from '@school/shared/school-time';

/** What the form holds; dates as datetime-local text in school time ("2025-01-05T09:00"). */
export type FormValues = EventFormValues;

export type FieldErrors = Partial<Record<keyof FormValues, string>>;

export function emptyValues(type: EventType): FormValues {
  return { title: '', description: '', type, tags: [], startDate: '', endDate: '', location: '', publishAt: '' };
}

export function valuesFromItem(item: EventItem): FormValues {
  return {
    title: item.title,
    description: item.description,
    type: item.type,
    tags: [...item.tags],
    startDate: toSchoolLocalInput(item.startDate),
    endDate: toSchoolLocalInput(item.endDate),
    location: item.location ?? '',
    publishAt: toSchoolLocalInput(item.publishAt),
  };
}

/** The API's own schema, so the form says exactly what the server would (one message per field). */
export function validate(values: FormValues): FieldErrors {
  const result = eventInputSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof FormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export interface ImageChoice {
  file: File | null;
  /** The item had an image and staff removed it without choosing another. */
  removeExisting: boolean;
}

/** `version`: the edited item's, as loaded (the server refuses a save over a newer one with a 409). */
export function toFormData(values: FormValues, image: ImageChoice, version?: number): FormData {
  const form = new FormData();
  if (version !== undefined) form.set('version', String(version));
  form.set('title', values.title);
  form.set('description', values.description);
  form.set('type', values.type);
  form.set('tags', JSON.stringify(values.tags));
  const isEvent = values.type === 'event';
  // Sent as UTC instants so the server never has to guess the zone the staff member typed in.
  form.set('startDate', isEvent ? (toUtcIso(values.startDate) ?? '') : '');
  form.set('endDate', isEvent ? (toUtcIso(values.endDate) ?? '') : '');
  form.set('location', isEvent ? values.location : '');
  // '' publishes at once (and clears a schedule set before).
  form.set('publishAt', toUtcIso(values.publishAt) ?? '');
  if (image.file) form.set('image', image.file, image.file.name);
  else if (image.removeExisting) form.set('removeImage', 'true');
  return form;
}
