import type { GalleryImageView, GalleryView } from '@school/shared/gallery-schemas';

/** One photo as the gallery API answers it: id `p1`, no caption or alt text; `over` changes some. */
export const galleryPhoto = (over: Partial<GalleryImageView> = {}): GalleryImageView => ({
  _id: 'p1',
  url: '/media/annual-day/p1-800.webp',
  width: 800,
  height: 600,
  variants: [{ url: '/media/annual-day/p1-400.webp', width: 400, height: 300 }],
  caption: '',
  alt: '',
  order: 0,
  ...over,
});

/** A draft gallery as GET /galleries answers it: id `g1`, version 3, no photos; `over` changes some. */
export const gallery = (over: Partial<GalleryView> = {}): GalleryView => ({
  _id: 'g1',
  title: 'Annual day',
  category: 'Events',
  slug: 'annual-day',
  description: '',
  isPublished: false,
  images: [],
  version: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});
