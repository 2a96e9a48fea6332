import { z } from 'zod';
import { pageAfterParam, pageLimitParam, titleSearchParam } from './page-query.js';

// The trash: what staff deleted, kept whole for TRASH_KEEP_DAYS so it can be restored (/admin/trash),
// then deleted for good with its files. One record per deleted thing (`trash/{id of the thing}`),
// written by the server alone. Browser-safe: zod only.

/** Days a deleted thing stays restorable; the delete confirmations and /admin/trash say this number. */
export const TRASH_KEEP_DAYS = 30;

export const TRASH_KINDS = ['page', 'news', 'event', 'gallery', 'image', 'message', 'document', 'enquiry'] as const;
export const trashKindSchema = z.enum(TRASH_KINDS);
export type TrashKind = z.infer<typeof trashKindSchema>;

/** The staff member who deleted it, as their session knew them then. */
export const trashDeleterSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TrashDeleter = z.infer<typeof trashDeleterSchema>;

/** A stored trash record. */
export const trashRecordSchema = z.object({
  kind: trashKindSchema,
  /** What the list shows: a title, a message's subject, a photo's caption or its gallery's title. */
  title: z.string(),
  /** The whole stored document as it was, without its id (for a photo: the image object). */
  item: z.record(z.string(), z.unknown()),
  /** A photo's gallery, its place in the gallery's order, and the ids of the photos then before it. */
  galleryId: z.string().optional(),
  order: z.number().int().min(0).optional(),
  before: z.array(z.string()).optional(),
  /** The slug whose claim the item keeps while it is here, so a restore gets its address back. */
  slug: z.string().optional(),
  /** Every file key the item uses: other deletions and the orphan-file sweep leave these files alone. */
  fileKeys: z.array(z.string()),
  deletedBy: trashDeleterSchema,
  /** ISO instant; the record goes for good TRASH_KEEP_DAYS later. */
  deletedAt: z.string(),
  /**
   * Every prefix of every word of `title` (title-words.ts), written with the record, so the trash's
   * search is one `array-contains` the store answers (issue 34). Never sent out.
   */
  titleWords: z.array(z.string()),
});
export type TrashRecord = z.infer<typeof trashRecordSchema>;

/**
 * GET /trash?limit=20[&kind=gallery][&q=annual][&after=<cursor>] (issue 34): a page of the trash,
 * newest deleted first, and where the next starts (`next`). Without `limit`, the whole trash as before.
 */
export const trashPageQuerySchema = z.object({
  limit: pageLimitParam(50),
  after: pageAfterParam(200),
  q: titleSearchParam(),
  kind: z.enum(TRASH_KINDS, { error: 'Unknown kind' }).optional(),
});

/** What GET /api/trash lists for each record (newest first). */
export interface TrashItemView {
  _id: string;
  kind: TrashKind;
  title: string;
  galleryId?: string;
  deletedBy: { name: string; email: string };
  deletedAt: string;
  /** When it will be deleted for good (ISO). */
  purgeAt: string;
}

/** Whole days left before `purgeAt`, never below 0 (a record may outlive its day until the next emptying). */
export function daysLeft(purgeAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(purgeAt) - now.getTime()) / 86_400_000));
}

/** What a deleted thing is called in texts ("Gallery", "Photo"...). */
export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  page: 'Page',
  news: 'News',
  event: 'Event',
  gallery: 'Gallery',
  image: 'Photo',
  message: 'Message',
  document: 'Document',
  enquiry: 'Admission enquiry',
};
