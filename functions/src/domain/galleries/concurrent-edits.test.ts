import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_CONFLICT_MESSAGE } from '@school/shared/item-version';
import { DiskFileStore } from '../../adapters/embedded/disk-file-store.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { GALLERIES } from '../collections.js';
import { ConflictError } from '../errors.js';
import { addGalleryImages, updateGalleryImage } from './gallery-image-use-cases.js';
import { createGallery, updateGallery } from './gallery-use-cases.js';
import type { GalleryDeps } from './gallery.js';

// Staff working on one gallery at once, in each home's store (SQLite; Firestore through the
// in-process emulator, which runs transactions as Firestore does): nothing one of them does is lost.

describe.each(EACH_HOME_STORE)('concurrent gallery edits (%s)', (_name, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let dir: string;
  let deps: GalleryDeps;
  const photo = (n: number) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: n * 12, g: 255 - n * 12, b: 90 } } })
      .jpeg()
      .toBuffer();

  beforeAll(async () => {
    ({ store, dispose } = await open());
    dir = await mkdtemp(join(tmpdir(), 'school-gallery-files-'));
    deps = { store, files: new DiskFileStore(dir), clock: { now: () => new Date() } };
  });
  afterAll(async () => {
    await dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps all 20 photos of 20 simultaneous uploads to one gallery', async () => {
    const gallery = await createGallery(deps, { title: 'Annual Day', category: 'events' });
    const photos = await Promise.all(Array.from({ length: 20 }, (_, n) => photo(n)));
    const answers = await Promise.all(photos.map((data, n) => addGalleryImages(deps, gallery.id, [{ filename: `${n}.jpg`, data }])));
    expect(answers.every((answer) => answer.images.length >= 1)).toBe(true);
    const stored = await store.get<{ images: { _id: string; order: number }[]; version: number }>(GALLERIES, gallery.id);
    expect(stored?.images).toHaveLength(20);
    expect(new Set(stored?.images.map((image) => image._id)).size).toBe(20);
    expect(stored?.images.map((image) => image.order)).toEqual([...Array(20).keys()]);
    // Created as version 1, then one write per upload.
    expect(stored?.version).toBe(21);
  });

  it('keeps captions written while photos are being uploaded', async () => {
    const gallery = await createGallery(deps, { title: 'Sports Day', category: 'sports' });
    const first = await addGalleryImages(deps, gallery.id, [{ filename: 'a.jpg', data: await photo(1) }]);
    const firstId = first.images[0]?._id ?? '';
    const uploads = Promise.all(
      [2, 3, 4].map(async (n) => addGalleryImages(deps, gallery.id, [{ filename: `${n}.jpg`, data: await photo(n) }])),
    );
    const captions = Promise.all(
      ['Relay', 'Relay race', 'The relay race'].map((caption) => updateGalleryImage(deps, gallery.id, firstId, { caption })),
    );
    await Promise.all([uploads, captions]);
    const stored = await store.get<{ images: { _id: string; caption: string }[] }>(GALLERIES, gallery.id);
    expect(stored?.images).toHaveLength(4);
    expect(stored?.images[0]?._id).toBe(firstId);
    expect(['Relay', 'Relay race', 'The relay race']).toContain(stored?.images[0]?.caption);
  });

  it('refuses an edit based on an older version with the 409 text, and changes nothing', async () => {
    const gallery = await createGallery(deps, { title: 'Science Fair', category: 'academic' });
    expect(gallery.version).toBe(1);
    const saved = await updateGallery(deps, gallery.id, { title: 'Science Fair 2026', version: 1 });
    expect(saved.version).toBe(2);
    const late = updateGallery(deps, gallery.id, { description: 'From the second tab', version: 1 });
    await expect(late).rejects.toBeInstanceOf(ConflictError);
    await expect(late).rejects.toThrow(EDIT_CONFLICT_MESSAGE);
    const stored = await store.get<{ title: string; description: string; version: number }>(GALLERIES, gallery.id);
    expect(stored).toMatchObject({ title: 'Science Fair 2026', description: '', version: 2 });
    // Without a version (an older API client) the save goes through, and counts.
    expect((await updateGallery(deps, gallery.id, { description: 'No version sent' })).version).toBe(3);
  });

  it('treats a gallery stored before versions as version 1', async () => {
    const now = new Date().toISOString();
    const old = {
      title: 'Old',
      category: 'x',
      slug: 'old-gallery',
      description: '',
      isPublished: true,
      images: [],
      createdAt: now,
      updatedAt: now,
    };
    await store.set(GALLERIES, 'oldgallery1', old);
    const saved = await updateGallery(deps, 'oldgallery1', { title: 'Old, renamed', version: 1 });
    expect(saved).toMatchObject({ title: 'Old, renamed', version: 2 });
  });
});
