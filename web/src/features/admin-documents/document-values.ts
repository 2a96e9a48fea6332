import { documentFieldsSchema, type DocumentCategory, type DocumentView } from '@school/shared/document-schemas';
import type { DisclosureItem } from '@school/shared/disclosure-items';
import type { TranslatedLocale } from '@school/shared/i18n/translations';
import { toSchoolLocalInput, toUtcIso } from '@school/shared/school-time';

/** A document's fields as the forms hold them: text for every input, classes as typed ("5, 6, 7"). */
export interface DocumentValues {
  title: string;
  description: string;
  category: DocumentCategory;
  dateIssued: string;
  classes: string;
  language: 'en' | 'pa' | 'hi' | 'other';
  validUntil: string;
  isPublished: boolean;
  /** datetime-local text in school time; '' publishes at once. */
  publishAt: string;
  typedText: string;
  /** Which document of the Mandatory Public Disclosure this is; '' for none. */
  disclosure: '' | DisclosureItem;
  translations: Partial<Record<TranslatedLocale, { title?: string; description?: string }>>;
}

/** What the API takes (routes/documents.ts): the fields, publishAt as a UTC instant. */
export type DocumentPayload = Omit<DocumentValues, 'classes' | 'isPublished' | 'translations'> & {
  classes: string[];
  isPublished: string | boolean;
  translations?: DocumentValues['translations'];
};

export type DocumentErrorKey = keyof DocumentValues | `translations.${TranslatedLocale}.${'title' | 'description'}`;
export type DocumentErrors = Partial<Record<DocumentErrorKey, string>>;

/** Today in school time ("2026-11-29"): a new document's date issued. */
export const schoolToday = (): string => toSchoolLocalInput(new Date().toISOString()).slice(0, 10);

/** "Fee_structure-2026.pdf" → "Fee structure 2026": a title staff need only check. */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return base.charAt(0).toUpperCase() + base.slice(1);
}

export function emptyDocumentValues(): DocumentValues {
  return {
    title: '',
    description: '',
    category: 'circular',
    dateIssued: schoolToday(),
    classes: '',
    language: 'en',
    validUntil: '',
    isPublished: true,
    publishAt: '',
    typedText: '',
    disclosure: '',
    translations: {},
  };
}

export function valuesFromDocument(doc: DocumentView): DocumentValues {
  return {
    title: doc.title,
    description: doc.description,
    category: doc.category,
    dateIssued: doc.dateIssued,
    classes: doc.classes.join(', '),
    language: doc.language,
    validUntil: doc.validUntil ?? '',
    isPublished: doc.isPublished,
    publishAt: toSchoolLocalInput(doc.publishAt),
    typedText: doc.typedText,
    disclosure: doc.disclosure,
    translations: { pa: { ...doc.translations?.pa }, hi: { ...doc.translations?.hi } },
  };
}

/** Only the translated texts staff filled in; none at all when there are none (the server keeps none). */
function filledTranslations(values: DocumentValues): DocumentValues['translations'] {
  const kept: DocumentValues['translations'] = {};
  for (const [locale, fields] of Object.entries(values.translations) as [TranslatedLocale, Record<string, string | undefined>][]) {
    const filled = Object.entries(fields).filter(([, text]) => text?.trim());
    if (filled.length > 0) kept[locale] = Object.fromEntries(filled);
  }
  return kept;
}

export function toPayload(values: DocumentValues): DocumentPayload {
  return {
    ...values,
    classes: values.classes
      .split(',')
      .map((one) => one.trim())
      .filter(Boolean),
    // Sent as a UTC instant so the server never guesses the zone staff typed in.
    publishAt: toUtcIso(values.publishAt) ?? '',
    translations: filledTranslations(values),
  };
}

/** The API's own schema, so the form says exactly what the server would (one message per field). */
export function validateDocument(values: DocumentValues): DocumentErrors {
  const result = documentFieldsSchema.safeParse(toPayload(values));
  if (result.success) return {};
  const errors: DocumentErrors = {};
  for (const issue of result.error.issues) {
    const field = (issue.path[0] === 'translations' ? issue.path.join('.') : issue.path[0]) as DocumentErrorKey | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
