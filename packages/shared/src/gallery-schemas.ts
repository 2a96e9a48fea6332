import { z } from 'zod';
import { translationsSchema } from './i18n/translations.js';
import { storedImageSchema } from './image-schemas.js';
import { itemSlugSchema } from './item-slug.js';
import { storedVersion, versionInput, viewVersion } from './item-version.js';
import { apiId, timestamps } from './stored-fields.js';

// A gallery, from one description: what is stored, what the API returns and what the admin Media
// screen sends are all derived below. Shared by the gallery routes and the admin screen (both
// import `@school/shared/gallery-schemas`), so the form and the API refuse the same input with
// the same words. Browser-safe: zod only.

export const GALLERY_REQUIRED_MESSAGE = 'Please fill in both title and category fields.';
/** Files per upload request; the admin screen splits bigger selections into several requests. */
export const MAX_IMAGES_PER_UPLOAD = 20;
export const GALLERY_LIMITS = { title: 200, category: 100, description: 2000, caption: 500, alt: 300 } as const;

const requiredText = (max: number, tooLong: string) =>
  z.string({ error: GALLERY_REQUIRED_MESSAGE }).trim().min(1, GALLERY_REQUIRED_MESSAGE).max(max, tooLong);
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
/** `pa` or `hi` from a translation's path (['translations', 'pa', 'title']), as staff read it. */
const languageIn = (path: readonly PropertyKey[] | undefined): string =>
  path?.includes('pa') ? 'Punjabi' : path?.includes('hi') ? 'Hindi' : 'Punjabi or Hindi';
/** A Punjabi or Hindi version of an English field, with its limit; the 400 names the language. */
const translatedText = (label: string, max: number) =>
  z
    .string({ error: (issue) => `${label} in ${languageIn(issue.path)} must be text` })
    .trim()
    .max(max, { error: (issue) => `${label} in ${languageIn(issue.path)} must be at most ${max} characters` });
const isPublished = z.boolean({ error: 'isPublished must be true or false' });
const order = z.number({ error: 'Order must be a whole number' }).int('Order must be a whole number').min(0, 'Order must be 0 or more');

/** One photo as stored: the image with its file keys, plus what staff write about it. */
export const galleryImageSchema = storedImageSchema.extend({
  _id: z.string(),
  caption: optionalText('Caption', GALLERY_LIMITS.caption),
  alt: optionalText('Alt text', GALLERY_LIMITS.alt),
  /** Optional Punjabi and Hindi alt texts and captions; visitors get the English where one is missing. */
  translations: translationsSchema({
    alt: translatedText('Alt text', GALLERY_LIMITS.alt),
    caption: translatedText('Caption', GALLERY_LIMITS.caption),
  }),
  /** Always equal to the image's index in `images`: the array is kept sorted and renumbered. */
  order,
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** A gallery as stored (collection `galleries`, the document id is its `_id`). */
export const gallerySchema = z.object({
  title: requiredText(GALLERY_LIMITS.title, `Title must be at most ${GALLERY_LIMITS.title} characters`),
  category: requiredText(GALLERY_LIMITS.category, `Category must be at most ${GALLERY_LIMITS.category} characters`),
  /** Made from the title on create and kept when the title changes (the gallery's page: /media/{slug}). */
  slug: itemSlugSchema,
  description: optionalText('Description', GALLERY_LIMITS.description),
  /** Optional Punjabi and Hindi titles and descriptions; visitors get the English where one is missing. */
  translations: translationsSchema({
    title: translatedText('Title', GALLERY_LIMITS.title),
    description: translatedText('Description', GALLERY_LIMITS.description),
  }),
  isPublished,
  images: z.array(galleryImageSchema),
  /**
   * Every prefix of every word of the English, Punjabi and Hindi titles (title-words.ts), written with
   * every save, so the admin's title search is one `array-contains` the store answers (issue 34).
   * Kept out of the API's view.
   */
  titleWords: z.array(z.string()),
  /** +1 on every write, photos included (see item-version.ts); absent on galleries older than versions. */
  version: storedVersion,
  ...timestamps,
});
export type Gallery = z.infer<typeof gallerySchema>;

/** What the API answers about one photo: the stored file keys stay on the server. */
export const galleryImageViewSchema = galleryImageSchema.omit({ keys: true });
export type GalleryImageView = z.infer<typeof galleryImageViewSchema>;

export const galleryViewSchema = gallerySchema
  .omit({ titleWords: true })
  .extend({ ...apiId, images: z.array(galleryImageViewSchema), ...viewVersion });
export type GalleryView = z.infer<typeof galleryViewSchema>;

/**
 * POST /galleries. The spec's payload carries isPublished, but a gallery is always created
 * unpublished (staff add photos first, then publish), so the value is read and not used.
 */
export const galleryCreateSchema = gallerySchema.pick({ title: true, category: true, translations: true }).extend({
  description: gallerySchema.shape.description.optional().default(''),
  isPublished: isPublished.optional(),
});
export type GalleryCreateInput = z.input<typeof galleryCreateSchema>;
/** A create request as the schema parsed it (trimmed, blanks dropped). */
export type GalleryCreate = z.infer<typeof galleryCreateSchema>;

/**
 * PUT /galleries/{id}: any of the gallery's own fields; images change through their own calls.
 * `translations`: each language sent replaces that language's texts (a blank one is removed);
 * a language not sent is kept.
 * `version`: the one the editor loaded; an older one than stored is refused (409, item-version.ts).
 */
export const galleryUpdateSchema = gallerySchema
  .pick({ title: true, category: true, description: true, translations: true, isPublished: true })
  .partial()
  .extend({ version: versionInput });
export type GalleryUpdateInput = z.infer<typeof galleryUpdateSchema>;

/**
 * PUT /galleries/{id}/images/{imageId}. `order` is the image's new 0-based position: the others
 * shift to make room, so moving one photo is a single call. `translations` as for the gallery.
 */
export const galleryImageUpdateSchema = galleryImageSchema.pick({ caption: true, alt: true, translations: true, order: true }).partial();
export type GalleryImageUpdateInput = z.infer<typeof galleryImageUpdateSchema>;
