import type { RevisionKind } from '@school/shared/revision-schemas';
import type { DocumentData, DocumentStore } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import { pageTextKeys, releaseFiles, type ImageOwner } from '../images/file-users.js';

// The photos of earlier versions. A revision lists the keys of the image files its version shows
// (`fileKeys`), and every path that deletes image files skips keys a revision holds
// (domain/images/file-users.ts), so restoring a version brings its photo back. When revisions go
// (the oldest beyond the last 50, or all of an item deleted for good), so do the files only they held.

/** Whose images a kind of revision shows; the settings' facts have none (their images are uploaded apart). */
const OWNER: Record<RevisionKind, ImageOwner | null> = {
  event: 'event',
  page: 'page',
  'page-texts': 'page-texts',
  'page-texts-draft': 'page-texts',
  settings: null,
};

/** The keys of the image files a stored version of an item shows. */
export function revisionFileKeys(kind: RevisionKind, item: DocumentData): string[] {
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []);
  switch (OWNER[kind]) {
    case 'event':
      return strings(item.imageKeys);
    case 'page':
      return strings(item.featuredImageKeys);
    case 'page-texts':
      return pageTextKeys(item);
    default:
      return [];
  }
}

/** After revisions were deleted: deletes the files they held that nothing else shows or holds. */
export async function releaseRevisionFiles(
  deps: { store: DocumentStore; files?: FileStore | undefined },
  kind: RevisionKind,
  gone: Array<{ fileKeys?: string[] | undefined }>,
): Promise<void> {
  const owner = OWNER[kind];
  if (!owner || !deps.files) return;
  await releaseFiles(
    deps.store,
    deps.files,
    owner,
    gone.flatMap((revision) => revision.fileKeys ?? []),
  );
}
