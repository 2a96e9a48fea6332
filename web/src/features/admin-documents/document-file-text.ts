import type { DocumentView } from '@school/shared/document-schemas';

const TYPE_NAMES: Record<DocumentView['file']['type'], string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

/** "1.2 MB", "340 KB": what staff see of a file's size. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** "PDF, 2 pages, 1.2 MB" (a scan says so). */
export function fileSummary(file: DocumentView['file']): string {
  const pages = file.pageCount === 1 ? '1 page' : `${file.pageCount} pages`;
  return [TYPE_NAMES[file.type], pages, sizeText(file.size), ...(file.hasText ? [] : ['scan'])].join(', ');
}
