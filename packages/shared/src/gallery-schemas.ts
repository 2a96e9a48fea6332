import { z } from 'zod';

// Shared by the gallery routes and the admin Media screen (both import `@school/shared/gallery-schemas`),
// so the form and the API refuse the same input with the same words. Browser-safe: zod only.

export const GALLERY_REQUIRED_MESSAGE = 'Please fill in both title and category fields.';
/** Files per upload request; the admin screen splits bigger selections into several requests. */
export const MAX_IMAGES_PER_UPLOAD = 20;

const requiredText = (max: number, tooLong: string) =>
  z.string({ error: GALLERY_REQUIRED_MESSAGE }).trim().min(1, GALLERY_REQUIRED_MESSAGE).max(max, tooLong);
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const title = requiredText(200, 'Title must be at most 200 characters');
const category = requiredText(100, 'Category must be at most 100 characters');
const description = optionalText('Description', 2000);

/**
 * POST /galleries. The spec's payload carries isPublished, but a gallery is always created
 * unpublished (staff add photos first, then publish), so the value is read and not used.
 */
export const galleryCreateSchema = z.object({
  title,
  category,
  description: description.optional().default(''),
  isPublished: z.boolean({ error: 'isPublished must be true or false' }).optional(),
});
export type GalleryCreateInput = z.input<typeof galleryCreateSchema>;

/** PUT /galleries/{id}: any of the gallery's own fields; images change through their own calls. */
export const galleryUpdateSchema = z.object({
  title: title.optional(),
  category: category.optional(),
  description: description.optional(),
  isPublished: z.boolean({ error: 'isPublished must be true or false' }).optional(),
});
export type GalleryUpdateInput = z.infer<typeof galleryUpdateSchema>;

/**
 * PUT /galleries/{id}/images/{imageId}. `order` is the image's new 0-based position: the others
 * shift to make room, so moving one photo is a single call.
 */
export const galleryImageUpdateSchema = z.object({
  caption: optionalText('Caption', 500).optional(),
  alt: optionalText('Alt text', 300).optional(),
  order: z
    .number({ error: 'Order must be a whole number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .optional(),
});
export type GalleryImageUpdateInput = z.infer<typeof galleryImageUpdateSchema>;

/** What the API answers about one photo (the stored file keys stay on the server). */
export interface GalleryImageView {
  _id: string;
  url: string;
  caption: string;
  alt: string;
  width: number;
  height: number;
  variants: Array<{ url: string; width: number; height: number }>;
  order: number;
}

export interface GalleryView {
  _id: string;
  title: string;
  category: string;
  description: string;
  isPublished: boolean;
  images: GalleryImageView[];
  createdAt: string;
  updatedAt: string;
}
