import {
  eventInputSchema,
  type EventFormValues,
  type EventItem,
  type EventTranslatedField,
  type EventType,
} from '@school/shared/event-schemas';
import type { TranslatedLocale } from '@school/shared/i18n/translations';
import { toSchoolLocalInput, toUtcIso } from '@school/shared/school-time';

/** What the form holds; dates as datetime-local text in school time ("2025-01-05T09:00"). */
export type FormValues = EventFormValues;

/** A translation's field, as its error is keyed: 'translations.hi.title'. */
export type TranslationKey = `translations.${TranslatedLocale}.${EventTranslatedField}`;

export type FieldErrors = Partial<Record<keyof FormValues | TranslationKey, string>>;

export function emptyValues(type: EventType): FormValues {
  return {
    title: '',
    description: '',
    type,
    tags: [],
    startDate: '',
    endDate: '',
    location: '',
    publishAt: '',
    documentSlug: '',
    translations: {},
  };
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
    documentSlug: item.documentSlug ?? '',
    translations: { pa: { ...item.translations?.pa }, hi: { ...item.translations?.hi } },
  };
}

/** The API's own schema, so the form says exactly what the server would (one message per field). */
export function validate(values: FormValues): FieldErrors {
  const result = eventInputSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = (issue.path[0] === 'translations' ? issue.path.join('.') : issue.path[0]) as keyof FieldErrors | undefined;
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
  form.set('translations', translationsText(values, isEvent));
  // Always sent: '' unlinks a document linked before.
  form.set('documentSlug', values.documentSlug);
  if (image.file) form.set('image', image.file, image.file.name);
  else if (image.removeExisting) form.set('removeImage', 'true');
  return form;
}

/**
 * The Punjabi and Hindi texts, JSON-encoded as the form sends arrays; '' when there are none (the
 * server then keeps none). A news item has no place, so no translated place either.
 */
function translationsText(values: FormValues, isEvent: boolean): string {
  const kept: Record<string, Record<string, string>> = {};
  for (const [locale, fields] of Object.entries(values.translations ?? {})) {
    const filled = Object.entries(fields ?? {}).filter(([field, text]) => text?.trim() && (isEvent || field !== 'location'));
    if (filled.length > 0) kept[locale] = Object.fromEntries(filled);
  }
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : '';
}
