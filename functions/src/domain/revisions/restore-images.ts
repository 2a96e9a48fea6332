import { storedImageSchema, type StoredImage } from '@school/shared/image-schemas';
import type { FileStore } from '../../ports/file-store.js';
import { filesExist } from '../images/file-users.js';

// A restored version brings back the photo it showed. Its files are there when a revision kept
// since images were held (domain/images/file-users.ts) holds them; a revision kept before then may
// point at files deleted since, and then the item keeps the photo it has now.

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key) => b.includes(key));

/**
 * The image a revision showed (`shown`, with its file keys `keys`) as a stored image; null when the
 * version had none; undefined when the item keeps what it has (the same photo, or files gone).
 */
export async function restoredImage(
  files: FileStore,
  shown: unknown,
  keys: unknown,
  currentKeys: readonly string[],
): Promise<StoredImage | null | undefined> {
  const revisionKeys = Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
  if (sameKeys(revisionKeys, currentKeys)) return undefined;
  if (revisionKeys.length === 0 || !shown) return null;
  const image = storedImageSchema.safeParse({ ...shown, keys: revisionKeys });
  if (!image.success || !(await filesExist(files, revisionKeys))) return undefined;
  return image.data;
}

type Images = Record<string, StoredImage | null | undefined>;

/** A page's images as a revision had them, slot by slot; a slot whose files are gone keeps today's. */
export async function restoredPageImages(files: FileStore, revision: unknown, current: Images): Promise<Images> {
  const before = (typeof revision === 'object' && revision !== null ? revision : {}) as Record<string, unknown>;
  const images: Images = { ...current };
  for (const slot of new Set([...Object.keys(before), ...Object.keys(current)])) {
    const old = before[slot] as Partial<StoredImage> | null | undefined;
    const image = await restoredImage(files, old, old?.keys, current[slot]?.keys ?? []);
    if (image !== undefined) images[slot] = image;
  }
  return images;
}
