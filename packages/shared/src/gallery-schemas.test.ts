import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  GALLERY_REQUIRED_MESSAGE,
  galleryCreateSchema,
  galleryImageUpdateSchema,
  gallerySchema,
  galleryUpdateSchema,
  galleryViewSchema,
  type Gallery,
  type GalleryImage,
  type GalleryImageView,
  type GalleryView,
} from './gallery-schemas.js';
import type { Flat } from './test-types.js';

const photo: GalleryImage = {
  _id: 'p1',
  url: '/files/g1/a-800.webp',
  width: 800,
  height: 600,
  variants: [{ url: '/files/g1/a-800.webp', width: 800, height: 600 }],
  keys: ['galleries/g1/a-800.webp'],
  caption: 'Annual day',
  alt: 'Students on stage',
  order: 0,
};
const gallery: Gallery = {
  title: 'Annual Day 2026',
  category: 'Events',
  slug: 'annual-day-2026',
  description: '',
  isPublished: true,
  images: [photo],
  titleWords: ['a', 'an', 'ann'],
  createdAt: '2026-01-05T03:30:00.000Z',
  updatedAt: '2026-01-05T03:30:00.000Z',
};

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

/** An intersection written out as one object type, to compare it with what zod infers. */
describe('gallery schema', () => {
  it('parses a stored gallery as it is', () => {
    expect(gallerySchema.parse(gallery)).toEqual(gallery);
  });

  it('refuses an over-long title or a missing category with the existing texts', () => {
    expect(firstMessage(galleryCreateSchema.safeParse({ title: 'x'.repeat(201), category: 'Events' }))).toBe(
      'Title must be at most 200 characters',
    );
    expect(firstMessage(galleryCreateSchema.safeParse({ title: 'Sports day', category: '  ' }))).toBe(GALLERY_REQUIRED_MESSAGE);
    expect(firstMessage(galleryImageUpdateSchema.safeParse({ caption: 'x'.repeat(501) }))).toBe('Caption must be at most 500 characters');
    expect(firstMessage(galleryImageUpdateSchema.safeParse({ order: 1.5 }))).toBe('Order must be a whole number');
  });

  it('creates with an empty description, and updates any subset of fields', () => {
    expect(galleryCreateSchema.parse({ title: ' Sports ', category: 'Events' })).toEqual({
      title: 'Sports',
      category: 'Events',
      description: '',
    });
    expect(galleryUpdateSchema.parse({})).toEqual({});
    expect(galleryUpdateSchema.parse({ isPublished: false })).toEqual({ isPublished: false });
    // The slug is the server's: made on create, kept on rename, never taken from a request.
    expect(galleryCreateSchema.parse({ title: 'Sports', category: 'Events', slug: 'mine' })).not.toHaveProperty('slug');
    expect(galleryUpdateSchema.parse({ slug: 'mine' })).toEqual({});
    expect(gallerySchema.safeParse({ ...gallery, slug: 'Not A Slug' }).success).toBe(false);
  });

  it('the API view is the stored gallery with `_id`, photos without their file keys, and no title words', () => {
    const { keys: _keys, ...shownPhoto } = photo;
    const { titleWords: _words, ...shown } = gallery;
    const view: GalleryView = { ...shown, _id: 'g1', images: [shownPhoto], version: 1 };
    expect(galleryViewSchema.strict().parse(view)).toEqual(view);
    expectTypeOf<GalleryImageView>().toEqualTypeOf<Omit<GalleryImage, 'keys'>>();
    // The API always says the version (1 for galleries stored before versions existed).
    expectTypeOf<GalleryView>().toEqualTypeOf<
      Flat<Omit<Gallery, 'images' | 'version' | 'titleWords'> & { _id: string; images: GalleryImageView[]; version: number }>
    >();
  });
});
