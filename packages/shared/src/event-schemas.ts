import { z } from 'zod';
import { EVENT_TAG_ALIASES, EVENT_TAGS } from './event-tags.js';
import { compactTranslations, translationsSchema } from './i18n/translations.js';
import { imageSchema } from './image-schemas.js';
import { isItemSlug, itemSlugSchema } from './item-slug.js';
import { storedVersion, viewVersion } from './item-version.js';
import { apiId, publishAtInput, storedPublishAt, timestamps } from './stored-fields.js';
import { toUtcIso } from './school-time.js';

// A news item or event, from one description: the fields staff submit, the stored document and
// what GET /events returns are all derived below (spec: one entity, `type` tells them apart).

// The tags live without zod in event-tags.ts (the public pages read them); named here too, as before.
export { EVENT_TAG_ALIASES, EVENT_TAGS, type EventTag } from './event-tags.js';
export const EVENT_TYPES = ['news', 'event'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

// "academic, sports, cultural, achievement, announcement or event": read from the list, so a new tag is named too.
const TAG_LIST_TEXT = `${EVENT_TAGS.slice(0, -1).join(', ')} or ${EVENT_TAGS[EVENT_TAGS.length - 1]}`;

/** Optional date: blank means none; anything else must be a real date, stored as a UTC ISO instant. */
function dateField(label: string) {
  return z
    .string({ error: `${label} must be a date` })
    .optional()
    .nullable()
    .transform((value, ctx) => {
      if (value == null || value.trim() === '') return null;
      const iso = toUtcIso(value);
      if (iso) return iso;
      ctx.addIssue({ code: 'custom', message: `${label} is not a valid date. Use a date like 2025-01-05 or 2025-01-05T09:00.` });
      return z.NEVER;
    });
}

/**
 * The longest Punjabi or Hindi version of each text staff may translate. The English fields have no
 * limit of their own (the multipart field limit, 100 000 characters, bounds them); a translation is
 * bounded here so a pasted page lands as a clear 400, not a stored wall of text.
 */
export const EVENT_TRANSLATION_MAX = { title: 300, description: 10_000, location: 300 } as const;

const translatedText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** The texts of an item staff may write in Punjabi and Hindi (the rest, dates and tags, need none). */
export type EventTranslatedField = 'title' | 'description' | 'location';

/** The fields staff edit, each with the message the form shows and the API answers in a 400. */
export const eventFieldsSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required'),
  description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required'),
  type: z.enum(EVENT_TYPES, { error: 'Type must be news or event' }),
  tags: z
    .array(
      z.preprocess(
        (tag) => (typeof tag === 'string' && Object.hasOwn(EVENT_TAG_ALIASES, tag) ? EVENT_TAG_ALIASES[tag] : tag),
        // Only text is quoted back: String() of a client's object can throw ({"toString": "x"}) and turn a 400 into a 500.
        z.enum(EVENT_TAGS, {
          error: (issue) =>
            typeof issue.input === 'string'
              ? `Unknown tag "${issue.input}". Tags must be ${TAG_LIST_TEXT}.`
              : 'Tags must be a list of tag names',
        }),
      ),
      {
        error: 'Tags must be a list of tag names',
      },
    )
    .default([])
    .transform((tags) => [...new Set(tags)]),
  startDate: dateField('Start date'),
  endDate: dateField('End date'),
  location: z
    .string({ error: 'Location must be text' })
    .trim()
    .optional()
    .nullable()
    .transform((value) => value ?? ''),
  /** When it appears on the public site (India time as typed); blank: at once (publish-time.ts). */
  publishAt: publishAtInput,
  /**
   * A document of the library the item links to, by its slug (slugs never change, ids are not in
   * addresses); '' or absent for none, so items stored before it need no migration. Its page shows
   * it only while the document is published (linkedDocumentOf, resolved by the server's one read).
   */
  documentSlug: z
    .string({ error: 'Linked document must be text' })
    .trim()
    .refine((value) => value === '' || isItemSlug(value), 'Linked document: not the address of a document')
    .optional(),
  /** Optional Punjabi and Hindi versions of the texts (visitors see the English where one is missing). */
  translations: translationsSchema({
    title: translatedText('A translated title', EVENT_TRANSLATION_MAX.title),
    description: translatedText('A translated description', EVENT_TRANSLATION_MAX.description),
    location: translatedText('A translated location', EVENT_TRANSLATION_MAX.location),
  })
    .transform(compactTranslations)
    .optional(),
});

/**
 * One news item or event as staff submit it (the route first turns multipart text into these
 * fields): the fields, with the rules that tie them together.
 */
export const eventInputSchema = eventFieldsSchema
  .superRefine((item, ctx) => {
    if (item.type !== 'event') return;
    if (!item.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Start date is required for events' });
    else if (item.endDate && item.endDate < item.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before the start date' });
    }
  })
  // News items have no dates or place; dropping them keeps a switched-over item from showing stale ones.
  .transform((item) => (item.type === 'news' ? { ...item, startDate: null, endDate: null, location: '' } : item));

export type EventInput = z.output<typeof eventInputSchema>;
/**
 * What the admin form holds: the editable fields, with dates as datetime-local text in school
 * time ("2025-01-05T09:00", '' for none) and tags as the picker gives them; the form checks them
 * with eventInputSchema before sending.
 */
export type EventFormValues = Omit<z.output<typeof eventFieldsSchema>, 'tags' | 'startDate' | 'endDate' | 'publishAt' | 'documentSlug'> & {
  tags: string[];
  /** The linked document's slug, '' for none. */
  documentSlug: string;
  startDate: string;
  endDate: string;
  publishAt: string;
};

export const eventListQuerySchema = z.object({
  type: z.enum(EVENT_TYPES, { error: 'type must be news or event' }).optional(),
});

/** A news item or event as stored (collection `events`). */
export const eventDocSchema = eventFieldsSchema.extend({
  /** Made from the title on create and kept when the title changes (the item's page: /news/{slug}). */
  slug: itemSlugSchema,
  /** '' when there is no image; kept beside `image` because the spec's entity names it. */
  imageUrl: z.string(),
  image: imageSchema.nullable(),
  /** Storage keys of every variant, so deleting the item deletes its files. Never sent to clients. */
  imageKeys: z.array(z.string()),
  publishAt: storedPublishAt,
  /**
   * When it went (or goes) public: `publishAt`, else `createdAt` (publish-time.ts's publishedAt()),
   * written with every save so the lists can order, page and filter by it in the store (issue 34).
   * Kept out of the API's view: the spec's answers are as they were.
   */
  publishedAt: z.string(),
  /**
   * Every prefix of every word of the English, Punjabi and Hindi titles (title-words.ts), written
   * with every save, so the admin's title search is one `array-contains` the store answers with an
   * index, in Firestore as in SQLite (issue 34). Kept out of the API's view, like `publishedAt`.
   */
  titleWords: z.array(z.string()),
  /** +1 on every write (see item-version.ts); absent on items older than versions. */
  version: storedVersion,
  ...timestamps,
});
export type EventDoc = z.output<typeof eventDocSchema>;

/** A news item or event as GET /events returns it: the spec's `_id`, never the storage keys. */
export const eventItemSchema = eventDocSchema
  .omit({ imageKeys: true, publishedAt: true, titleWords: true })
  .extend({ ...apiId, ...viewVersion });
export type EventItem = z.output<typeof eventItemSchema>;

/**
 * The linked document as the item's own page shows it (GET /events/slug/:slug only, never a list):
 * a download link with its type and size. Null when there is none, or it is not published.
 */
export interface LinkedDocument {
  slug: string;
  title: string;
  /** Punjabi and Hindi titles, where staff gave them. */
  translations?: Partial<Record<'pa' | 'hi', { title?: string | undefined }>> | undefined;
  file: { type: 'application/pdf' | 'image/jpeg' | 'image/png'; size: number; downloadUrl: string };
}

/** GET /events/slug/:slug: the item, and the document it links to (see LinkedDocument). */
export type EventItemWithDocument = EventItem & { document?: LinkedDocument | null };

/** A stored image as the API returns it: `url` for a plain src, `variants` for srcset. */
export type { Image as EventImage } from './image-schemas.js';
