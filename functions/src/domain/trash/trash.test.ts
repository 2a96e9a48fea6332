import type { TrashDeleter } from '@school/shared/trash-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import { memoryFiles } from '../../testing/memory-files.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { GALLERIES, GALLERY_SLUGS, MESSAGES, TRASH } from '../collections.js';
import { deleteGalleryImage } from '../galleries/gallery-image-use-cases.js';
import { createGallery, deleteGallery, getGalleryBySlug } from '../galleries/gallery-use-cases.js';
import { deleteMessage } from '../messages/inbox.js';
import { ITEM_KINDS } from '../registry/item-kinds.js';
import { deleteForGood, emptyOldTrash, listTrash, restoreFromTrash } from './trash-use-cases.js';

// The trash in each home's store (SQLite; Firestore through the in-process emulator): a gallery
// with its photos in order, a photo back at its place, a message, and the 30-day emptying.

const DAY = 24 * 60 * 60 * 1000;
const by: TrashDeleter = { id: 'staff-1', name: 'Asha Kaur', email: 'asha@school.example' };

describe.each(EACH_HOME_STORE)('the trash (%s)', (_name, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let now = new Date('2026-11-25T04:00:00Z');
  const files = memoryFiles();
  const deps = () => ({ store, files, clock: { now: () => now }, kinds: ITEM_KINDS });

  beforeAll(async () => ({ store, dispose } = await open()));
  afterAll(async () => dispose());

  /** A gallery with photos a, b, c stored straight in the store (the image pipeline is tested elsewhere). */
  async function galleryWithPhotos(title: string) {
    const gallery = await createGallery(deps(), { title, category: 'events', description: '' });
    const images = ['a', 'b', 'c'].map((name, order) => {
      const key = `galleries/${gallery.id}/${name}-${title.length}-400.webp`;
      return {
        _id: `${name}${gallery.id}`,
        url: `/files/${key}`,
        caption: name,
        alt: name,
        width: 400,
        height: 300,
        variants: [],
        keys: [key],
        order,
      };
    });
    for (const image of images) await files.put(image.keys[0] ?? '', Buffer.from(image._id), 'image/webp');
    await store.update(GALLERIES, gallery.id, { images });
    return { gallery, images };
  }

  const order = async (slug: string) =>
    (await getGalleryBySlug(deps(), slug, { includeUnpublished: true })).images.map((image) => image.caption);

  it('keeps a deleted gallery whole with its files and slug, and restores it with its photos in order', async () => {
    const { gallery, images } = await galleryWithPhotos('Annual Day');
    await deleteGallery(deps(), gallery.id, by);

    expect(await store.get(GALLERIES, gallery.id)).toBeNull();
    await expect(getGalleryBySlug(deps(), gallery.slug, { includeUnpublished: true })).rejects.toThrow('Gallery not found');
    expect(files.keys()).toEqual(expect.arrayContaining(images.flatMap((image) => image.keys)));
    const [listed] = await listTrash(deps());
    expect(listed).toMatchObject({ id: gallery.id, kind: 'gallery', title: 'Annual Day', deletedBy: { name: 'Asha Kaur' } });
    expect(listed?.purgeAt).toBe('2026-12-25T04:00:00.000Z');

    // The slug stays claimed: a new gallery of the same title gets the next one, long after the deletion.
    now = new Date(now.getTime() + DAY);
    const other = await createGallery(deps(), { title: 'Annual Day', category: 'events', description: '' });
    expect(other.slug).toBe('annual-day-2');

    await restoreFromTrash(deps(), gallery.id);
    expect(await order(gallery.slug)).toEqual(['a', 'b', 'c']);
    expect(await listTrash(deps())).toEqual([]);
  });

  it('puts a photo back at its place, or at the end when the photos before it changed; never into a trashed gallery', async () => {
    const { gallery, images } = await galleryWithPhotos('Sports Day');
    const [a, b] = images;
    await deleteGalleryImage(deps(), gallery.id, b?._id ?? '', by);
    expect(await order(gallery.slug)).toEqual(['a', 'c']);
    await restoreFromTrash(deps(), b?._id ?? '');
    expect(await order(gallery.slug)).toEqual(['a', 'b', 'c']);

    await deleteGalleryImage(deps(), gallery.id, b?._id ?? '', by);
    await deleteGalleryImage(deps(), gallery.id, a?._id ?? '', by);
    await restoreFromTrash(deps(), b?._id ?? '');
    expect(await order(gallery.slug)).toEqual(['c', 'b']);

    await deleteGallery(deps(), gallery.id, by);
    await expect(restoreFromTrash(deps(), a?._id ?? '')).rejects.toThrow(
      'This photo\'s gallery "Sports Day" is in the trash. Restore the gallery first, then the photo.',
    );
    await deleteForGood(deps(), gallery.id);
    await expect(restoreFromTrash(deps(), a?._id ?? '')).rejects.toThrow('deleted for good');
    expect(await store.get(TRASH, a?._id ?? '')).not.toBeNull();
    // Deleting for good frees the slug and deletes the files the trash no longer holds.
    expect(await store.get(GALLERY_SLUGS, gallery.slug)).toBeNull();
    expect(files.keys().filter((key) => key.startsWith(`galleries/${gallery.id}/`))).toEqual(a?.keys);
  });

  it('empties what has been in the trash for 30 days, and nothing younger', async () => {
    const old = await store.add(MESSAGES, {
      name: 'P',
      email: 'p@family.example',
      subject: 'Old',
      message: 'x',
      createdAt: now.toISOString(),
      read: true,
    });
    await deleteMessage(store, { now: () => now }, old, by);
    now = new Date(now.getTime() + 10 * DAY);
    const young = await store.add(MESSAGES, {
      name: 'P',
      email: 'p@family.example',
      subject: 'Young',
      message: 'y',
      createdAt: now.toISOString(),
      read: true,
    });
    await deleteMessage(store, { now: () => now }, young, by);
    const before = (await listTrash(deps())).length;

    now = new Date(now.getTime() + 20 * DAY + 1000);
    expect(await emptyOldTrash(deps())).toBeGreaterThanOrEqual(1);
    const left = await listTrash(deps());
    expect(left.map((item) => item.title)).toContain('Young');
    expect(left.map((item) => item.title)).not.toContain('Old');
    expect(left.length).toBeLessThan(before);
    await restoreFromTrash(deps(), young);
    expect(await store.get(MESSAGES, young)).toMatchObject({ subject: 'Young', read: true });
  });
});
