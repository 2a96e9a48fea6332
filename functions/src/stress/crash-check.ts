import type { Acknowledged } from './crash-writes.js';
import { filesOnDisk, readDocuments } from './data-dir.js';
import { CONTENT, EVENTS, GALLERIES, MESSAGES } from '../domain/collections.js';

export interface DataDirState {
  /** Acknowledged writes that are not in the SQLite file. */
  lost: string[];
  /** Stored items pointing at files that are not on disk (a half-written gallery or news item). */
  halfWritten: string[];
  /** Files on disk that no stored item points at. */
  orphans: string[];
}

type GalleryDoc = { images?: Array<{ _id: string; keys?: string[] }> };
type EventDoc = { imageKeys?: string[] };
type PageDoc = { featuredImageKeys?: string[] };

/**
 * Reads the DATA_DIR as it is on disk (the server dead or idle) and holds it against the ledger of
 * acknowledged writes. The file references are read field by field from each kind of document,
 * independently of the server's own sweep, so a sweep that deleted a used file would show here.
 */
export async function checkDataDir(dataDir: string, ledger: Acknowledged[]): Promise<DataDirState> {
  const messages = new Set(readDocuments(dataDir, MESSAGES).map((doc) => doc.id));
  const events = new Map(readDocuments<EventDoc>(dataDir, EVENTS).map((doc) => [doc.id, doc]));
  const galleries = new Map(readDocuments<GalleryDoc>(dataDir, GALLERIES).map((doc) => [doc.id, doc]));
  const pages = readDocuments<PageDoc>(dataDir, CONTENT);

  const lost: string[] = [];
  for (const entry of ledger) {
    if (entry.kind === 'message' && !messages.has(entry.id)) lost.push(`message ${entry.id}`);
    if (entry.kind === 'news' && (!events.has(entry.id) || (entry.withImage && !events.get(entry.id)?.imageKeys?.length)))
      lost.push(`news item ${entry.id}${entry.withImage ? ' with its image' : ''}`);
    if (entry.kind === 'gallery' && !galleries.has(entry.id)) lost.push(`gallery ${entry.id}`);
    if (entry.kind === 'photos') {
      const stored = new Set((galleries.get(entry.galleryId)?.images ?? []).map((image) => image._id));
      for (const id of entry.imageIds) if (!stored.has(id)) lost.push(`photo ${id} of gallery ${entry.galleryId}`);
    }
  }

  const references: Array<{ owner: string; keys: string[] }> = [
    ...[...galleries].flatMap(([id, doc]) =>
      (doc.images ?? []).map((image) => ({ owner: `gallery ${id} photo ${image._id}`, keys: image.keys ?? [] })),
    ),
    ...[...events].map(([id, doc]) => ({ owner: `news item ${id}`, keys: doc.imageKeys ?? [] })),
    ...pages.map((doc) => ({ owner: `page ${doc.id}`, keys: doc.featuredImageKeys ?? [] })),
  ];
  const onDisk = new Set(await filesOnDisk(dataDir));
  const referenced = new Set(references.flatMap((reference) => reference.keys));
  const halfWritten = references.flatMap(({ owner, keys }) => keys.filter((key) => !onDisk.has(key)).map((key) => `${owner}: ${key}`));
  const orphans = [...onDisk].filter((key) => !referenced.has(key));
  return { lost, halfWritten, orphans };
}
