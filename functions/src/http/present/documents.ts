import type { DocumentDoc, DocumentView } from '@school/shared/document-schemas';
import type { LinkedDocument } from '@school/shared/event-schemas';
import { versionOf } from '@school/shared/item-version';
import type { StoredDocument } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';

/** Where a document's file is downloaded: the API's answer with a file name and safe headers (routes/documents.ts). */
export const downloadPath = (slug: string): string => `/api/documents/slug/${encodeURIComponent(slug)}/file`;

/**
 * A document as clients see it: the spec's `_id`, the file without its storage key, where to view and
 * download it, and whether it needs typed text. Its own text only when one document is asked for.
 */
export function presentDocument(doc: StoredDocument<DocumentDoc>, files: Pick<FileStore, 'publicUrl'>, withText = false): DocumentView {
  const { id, file, fileKeys: _keys, text, publishedAt: _listed, titleWords: _words, ...fields } = doc;
  const { key, ...shown } = file;
  return {
    ...fields,
    publishAt: fields.publishAt ?? null,
    version: versionOf(doc),
    _id: id,
    file: { ...shown, url: files.publicUrl(key), downloadUrl: downloadPath(doc.slug) },
    ...(withText ? { text } : {}),
    unreadableScan: !file.hasText && fields.typedText.trim() === '',
  };
}

/** A news item's linked document as its page shows it: the title, and what the download brings. */
export function presentLinkedDocument(doc: DocumentDoc): LinkedDocument {
  const titles = (['pa', 'hi'] as const).flatMap((locale) => {
    const title = doc.translations?.[locale]?.title;
    return title ? [[locale, { title }] as const] : [];
  });
  return {
    slug: doc.slug,
    title: doc.title,
    ...(titles.length > 0 ? { translations: Object.fromEntries(titles) } : {}),
    file: { type: doc.file.type, size: doc.file.size, downloadUrl: downloadPath(doc.slug) },
  };
}

/**
 * The name a download is saved under: the title with what file systems refuse taken out, and the
 * file's own extension. Sent as RFC 5987 `filename*` (any script) beside a plain ASCII `filename`.
 */
export function contentDisposition(doc: Pick<DocumentDoc, 'title' | 'slug' | 'file'>, disposition: 'attachment' | 'inline'): string {
  const extension = doc.file.key.slice(doc.file.key.lastIndexOf('.') + 1);
  const safe = [...doc.title.normalize('NFC')]
    .filter((char) => char >= ' ' && !'\\/:*?"<>|\u007f'.includes(char))
    .join('')
    .trim()
    .slice(0, 120);
  const name = `${safe || doc.slug}.${extension}`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${doc.slug}.${extension}"; filename*=UTF-8''${encoded}`;
}
