import { z } from 'zod';
import { DISCLOSURE_ITEMS, type DisclosureItem } from './disclosure-items.js';
import { DOCUMENT_CATEGORY_LIST, DOCUMENT_CATEGORY_NAMES, type DocumentCategoryName } from './document-categories.js';
import { DOCUMENT_CURSOR_MAX, DOCUMENT_LIST_PAGE_MAX, DOCUMENT_LIST_PAGE_SIZE } from './document-page-limits.js';
import { compactTranslations, translationsSchema } from './i18n/translations.js';
import { itemSlugSchema } from './item-slug.js';
import { storedVersion, viewVersion } from './item-version.js';
import { pageAfterParam, pageLimitParam, titleSearchParam } from './page-query.js';
import { apiId, publishAtInput, storedPublishAt, timestamps } from './stored-fields.js';

// The school's documents (issue 35): circulars, fee structures, forms, certificates... one PDF (or a
// JPEG/PNG scan) each, with its words in three languages. The fields staff send, the stored document
// and the API's view are all derived below. Browser-safe: zod only.

/** Upload size per document: a long scanned syllabus fits; a video renamed .pdf does not. */
export const MAX_DOCUMENT_MB = 20;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MB * 1024 * 1024;
export const DOCUMENT_TOO_LARGE_MESSAGE = `The document is larger than ${MAX_DOCUMENT_MB} MB.`;
export const DOCUMENT_TYPE_MESSAGE = 'The file is not a PDF, JPEG or PNG. Please upload the document as a PDF, or a scan as a JPEG or PNG.';
/** The admin screen's warning for a file a screen reader cannot read (a scan) with no typed text beside it. */
export const UNREADABLE_SCAN_MESSAGE = 'A screen reader cannot read this scan: upload a PDF with text, or type its text below.';

/** The categories and their English names: one list, in document-categories.ts (no zod there, for the public pages). */
export const DOCUMENT_CATEGORIES = DOCUMENT_CATEGORY_LIST;
export type DocumentCategory = DocumentCategoryName;
export const DOCUMENT_CATEGORY_LABELS = DOCUMENT_CATEGORY_NAMES;

/** The language the document itself is written in (its words on the site have their own translations). */
export const DOCUMENT_LANGUAGES = ['en', 'pa', 'hi', 'other'] as const;
export const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

/** Bounds of what is stored, so a document and its revisions stay far below Firestore's 1 MiB per record. */
export const DOCUMENT_LIMITS = {
  title: 300,
  description: 5_000,
  /** What staff type for a scan: a long circular, not a book. */
  typedText: 50_000,
  /** What is kept of a PDF's own text (for search); the file keeps the rest. */
  text: 100_000,
  classes: 20,
  className: 40,
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** A whole day ("2026-04-01"), as a date input gives it. */
const day = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-04-01`)
    // Zod runs this even when the pattern failed: a value that is no date at all must not throw here.
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${label} is not a real date`);

/** Form text says true or false; JSON may say it as a boolean. */
const flag = (label: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: `${label} must be true or false` }),
  );

/** The fields staff edit, each with the message the form shows and the API answers in a 400. */
export const documentFieldsSchema = z.object({
  title: text('Title', DOCUMENT_LIMITS.title).min(1, 'Title is required'),
  description: text('Description', DOCUMENT_LIMITS.description).default(''),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Choose a category' }),
  dateIssued: day('Date issued'),
  classes: z
    .array(text('A class', DOCUMENT_LIMITS.className).min(1, 'A class must not be blank'), { error: 'Classes must be a list' })
    .max(DOCUMENT_LIMITS.classes, `At most ${DOCUMENT_LIMITS.classes} classes`)
    .default([])
    .transform((classes) => [...new Set(classes)]),
  language: z.enum(DOCUMENT_LANGUAGES, { error: 'Language must be en, pa, hi or other' }).default('en'),
  /** Certificates lapse: the day after which the document is out of date; blank for none. */
  validUntil: z
    .union([z.literal(''), z.null(), day('Valid until')])
    .optional()
    .transform((value) => value || null),
  isPublished: flag('Published').default(true),
  /** When it appears on the public site (India time as typed); blank: at once. */
  publishAt: publishAtInput,
  /** The text of a scan as staff type it, shown on the document's public page. */
  typedText: text('The typed text', DOCUMENT_LIMITS.typedText).default(''),
  /** Which document of the Mandatory Public Disclosure this is (disclosure-items.ts); '' (or absent on older documents): none. */
  disclosure: z.enum(['', ...DISCLOSURE_ITEMS], { error: 'Choose a disclosure item, or none' }).default(''),
  translations: translationsSchema({
    title: text('A translated title', DOCUMENT_LIMITS.title),
    description: text('A translated description', DOCUMENT_LIMITS.description),
  })
    .transform(compactTranslations)
    .optional(),
});
export type DocumentInput = z.output<typeof documentFieldsSchema>;

/** The stored file: named by its content's hash, so two uploads of one file are one file. */
export const documentFileSchema = z.object({
  /** The storage key (`documents/<hash>.pdf`). Never sent to clients. */
  key: z.string(),
  type: z.enum(DOCUMENT_FILE_TYPES),
  size: z.number().int().min(1),
  pageCount: z.number().int().min(1),
  /** Whether the file holds text a screen reader can read (false for a scan or an image). */
  hasText: z.boolean(),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

/** A document as stored (collection `documents`). */
export const documentDocSchema = documentFieldsSchema.extend({
  slug: itemSlugSchema,
  file: documentFileSchema,
  /** `[file.key]`: a top-level list, so "which documents show this file" is one query in both stores. Not in the view. */
  fileKeys: z.array(z.string()),
  /** The file's own text as read on upload (cut at DOCUMENT_LIMITS.text), for search. */
  text: z.string(),
  publishAt: storedPublishAt,
  /** `publishAt`, else `createdAt`: what the lists order and filter by (as news). Not in the view. */
  publishedAt: z.string(),
  /** The prefixes of the words of the titles, for the admin's title search. Not in the view. */
  titleWords: z.array(z.string()),
  version: storedVersion,
  ...timestamps,
});
export type DocumentDoc = z.output<typeof documentDocSchema>;

/** The file as the API shows it: where to view it, where to download it, and what it is. */
export const documentFileViewSchema = documentFileSchema.omit({ key: true }).extend({
  /** The file itself (same origin on the embedded home, Cloud Storage on Firebase). */
  url: z.string(),
  /** The API's download: a file name made from the title, and headers that keep a hostile PDF harmless. */
  downloadUrl: z.string(),
});

/** A document as the API returns it. `text` only in the answers about one document. */
export const documentViewSchema = documentDocSchema
  .omit({ file: true, fileKeys: true, text: true, publishedAt: true, titleWords: true })
  .extend({
    ...apiId,
    ...viewVersion,
    file: documentFileViewSchema,
    text: z.string().optional(),
    /** A scan with no typed text: the admin screen shows UNREADABLE_SCAN_MESSAGE. */
    unreadableScan: z.boolean(),
  });
export type DocumentView = z.output<typeof documentViewSchema>;

/** GET /documents/disclosure: per item of the Mandatory Public Disclosure, its newest published document, or null. */
export type DisclosureDocumentsView = Record<DisclosureItem, DocumentView | null>;

/** Documents per page of /documents. */
export const DOCUMENT_PAGE_SIZE = DOCUMENT_LIST_PAGE_SIZE;

/** GET /documents[?category=…][&q=…][&limit=…][&after=…]: newest published first (staff: all, and by title). */
export const documentPageQuerySchema = z.object({
  limit: pageLimitParam(DOCUMENT_LIST_PAGE_MAX).default(DOCUMENT_PAGE_SIZE),
  after: pageAfterParam(DOCUMENT_CURSOR_MAX),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Unknown category' }).optional(),
  q: titleSearchParam(),
});
