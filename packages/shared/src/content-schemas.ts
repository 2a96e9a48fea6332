import { z } from 'zod';
import { pageAfterParam, pageLimitParam, titleSearchParam } from './page-query.js';
import { compactTranslations, translationsSchema, type Translations } from './i18n/translations.js';
import { imageSchema } from './image-schemas.js';
import { storedVersion, versionInput, viewVersion } from './item-version.js';
import { apiId, publishAtInput, storedPublishAt, timestamps } from './stored-fields.js';
import { replaceTags, trimChars, trimEndChars } from './plain-text.js';

// Content pages (the spec's "Content item"), from one description: what staff send, what is stored
// and what the API returns are derived below. Shared by the API and the admin form, so both refuse
// the same input with the same words. Browser-safe: zod only.

export const contentTypes = ['page'] as const;
export const contentStatuses = ['draft', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** Lowercase letters and digits, words joined by single hyphens: school-transport, class-10-results. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;
export const SLUG_MESSAGE = 'Slug must be lowercase words joined by hyphens, for example school-transport';
// Bodies are HTML from the editor; images are links to stored files, so a long page stays far below this.
export const CONTENT_MAX = 150_000;
export const CONTENT_TITLE_MAX = 200;

/**
 * True when the HTML shows something: text or an image. An empty editor sends "<p></p>", which
 * must count as missing content, not as a blank page.
 */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  const text = replaceTags(html, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text !== '';
}

/**
 * Turns a title into a slug suggestion: "Uniform & Blazer Rules (2026)" -> "uniform-blazer-rules-2026".
 * Letters outside a-z (Gurmukhi, accents) are dropped, so the result may be '' and staff type one.
 */
export function suggestSlug(title: string): string {
  const dashed = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return trimEndChars(trimChars(dashed, '-').slice(0, SLUG_MAX), '-');
}

export const contentSlugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, SLUG_MESSAGE);

/** The texts of a page staff may also write in Punjabi and Hindi. */
export type ContentTranslatedField = 'title' | 'content';
export type ContentTranslations = Translations<ContentTranslatedField>;

/**
 * Optional Punjabi and Hindi title and body, with the English fields' limits. A body the editor left
 * empty ("<p></p>") is no translation; languages with nothing left are dropped, so "not translated"
 * has one spelling: absent. The server sanitises a translated body like the English one.
 */
const contentTranslationsSchema = translationsSchema({
  title: z
    .string({ error: 'A translated title must be text' })
    .trim()
    .max(CONTENT_TITLE_MAX, `A translated title must be at most ${CONTENT_TITLE_MAX} characters`),
  content: z
    .string({ error: 'A translated page must be text' })
    .max(CONTENT_MAX, 'A translated page is too long. Please split it into several pages.')
    .transform((html) => (hasVisibleContent(html) ? html : '')),
})
  .transform(compactTranslations)
  .optional();

/** POST /content and PUT /content/{id}: the whole page. */
export const contentInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(CONTENT_TITLE_MAX, `Title must be at most ${CONTENT_TITLE_MAX} characters`),
  slug: contentSlugSchema,
  content: z
    .string({ error: 'Content is required' })
    .max(CONTENT_MAX, 'The page is too long. Please split it into several pages.')
    .refine(hasVisibleContent, 'Content is required'),
  type: z.enum(contentTypes, { error: 'Type must be page' }).default('page'),
  // A page sent without a status stays a draft: nothing reaches visitors by accident.
  status: z.enum(contentStatuses, { error: 'Status must be draft or published' }).default('draft'),
  /** A published page appears then (India time as typed); blank: at once (publish-time.ts). */
  publishAt: publishAtInput,
  /** PUT: the version the editor loaded; older than stored answers 409 (item-version.ts). Ignored on POST. */
  version: versionInput,
  /** Optional Punjabi and Hindi versions (visitors see the English where one is missing). */
  translations: contentTranslationsSchema,
});
export type ContentInput = z.infer<typeof contentInputSchema>;
/** What the form edits (before defaults are applied). */
export type ContentFormValues = z.input<typeof contentInputSchema>;

/** GET /content query: optional filters. */
export const contentListQuerySchema = z.object({
  type: z.enum(contentTypes, { error: 'Type must be page' }).optional(),
  status: z.enum(contentStatuses, { error: 'Status must be draft or published' }).optional(),
});

/** Pages a paged list holds at most, and the longest page address (a position: an instant and an id). */
export const CONTENT_PAGE_MAX = 50;
const CONTENT_CURSOR_MAX = 200;

/**
 * GET /content?limit=20[&status=draft][&q=prize day][&after=<cursor>] (issue 34): one page of the list,
 * newest saved first, and where the next starts (`next`, beside `data`). `q` searches the titles as the
 * other admin lists do; without `limit`, the spec's whole list.
 */
export const contentPageQuerySchema = contentListQuerySchema.extend({
  limit: pageLimitParam(CONTENT_PAGE_MAX),
  after: pageAfterParam(CONTENT_CURSOR_MAX),
  q: titleSearchParam(),
});

/** GET /content/search?q= */
export const contentSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Please enter something to search for' })
    .trim()
    .min(1, 'Please enter something to search for')
    .max(200, 'The search is too long'),
});

/** A page as stored (collection `content`): the API's item plus the file keys of its featured image. */
export const contentDocSchema = contentInputSchema.extend({
  publishAt: storedPublishAt,
  /** +1 on every write (see item-version.ts); absent on pages older than versions. */
  version: storedVersion,
  ...timestamps,
  featuredImage: imageSchema.nullable(),
  /** Never sent out: deleting the page or its image deletes these files. */
  featuredImageKeys: z.array(z.string()),
  /**
   * Every prefix of every word of the English, Punjabi and Hindi titles (title-words.ts), written with
   * every save, so the admin's title search is one `array-contains` the store answers (issue 34).
   * Never sent out.
   */
  titleWords: z.array(z.string()),
});
export type ContentDoc = z.output<typeof contentDocSchema>;

/** A content item as the API returns it: `_id`, and no storage keys. */
export const contentItemSchema = contentDocSchema.omit({ featuredImageKeys: true, titleWords: true }).extend({ ...apiId, ...viewVersion });
export type ContentItem = z.output<typeof contentItemSchema>;

/** A page's featured image as the API returns it. */
export type { Image as ContentImage } from './image-schemas.js';
