import type { GalleryImageView, GalleryView } from '@school/shared/gallery-schemas';
import { fakeApi } from './fake-api';
import { pageAnswer } from './page-answer';

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

/** The whole answer of GET /galleries?limit= (the admin list reads `next` beside `data`): summaries, `next` null on the last page. */
export const galleryPage = (galleries: GalleryView[], next: string | null = null) =>
  pageAnswer(
    galleries.map(({ images, ...rest }) => ({ ...rest, cover: images[0] ?? null, imageCount: images.length })),
    next,
  );

/** The server holding `galleries`: the admin list's one page of them, and each one whole at its address. */
export function serveGalleries(galleries: GalleryView[]) {
  fakeApi.reply('GET', '/galleries', galleryPage(galleries));
  for (const one of galleries) fakeApi.reply('GET', `/galleries/slug/${one.slug}`, one);
}
