import type { TrashItemView, TrashKind } from '@school/shared/trash-schemas';
import type { TrashedItem } from '../../domain/trash/trash-use-cases.js';

/** A trash record as GET /api/trash lists it: who deleted it and when it goes, never the thing's stored fields. */
export function presentTrashItem(record: TrashedItem): TrashItemView {
  return {
    _id: record.id,
    // Every registered kind's trash names are the shared list's (item-kinds.test.ts), which the web reads.
    kind: record.kind as TrashKind,
    title: record.title,
    ...(record.galleryId ? { galleryId: record.galleryId } : {}),
    deletedBy: { name: record.deletedBy.name, email: record.deletedBy.email },
    deletedAt: record.deletedAt,
    purgeAt: record.purgeAt,
  };
}
