import type { DocumentView } from '@school/shared/document-schemas';
import { FILE_TYPE_NAMES, sizeText } from '../../lib/document-file-words';

// Staff read sizes as parents do (lib/document-file-words.ts).
export { sizeText } from '../../lib/document-file-words';

/** "PDF, 2 pages, 1.2 MB" (a scan says so). */
export function fileSummary(file: DocumentView['file']): string {
  const pages = file.pageCount === 1 ? '1 page' : `${file.pageCount} pages`;
  return [FILE_TYPE_NAMES[file.type], pages, sizeText(file.size), ...(file.hasText ? [] : ['scan'])].join(', ');
}
