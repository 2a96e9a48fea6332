import { DOCUMENT_CATEGORY_NAMES } from '@school/shared/document-categories';
import type { DocumentView } from '@school/shared/document-schemas';
import { useDateWords } from '../../lib/i18n/date-words';
import { useT } from '../../lib/i18n/i18n';

// How the documents' pages word what a document is, in the page's language. Numbers stay digits.

const TYPE_NAMES: Record<DocumentView['file']['type'], string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

/** Message ids (lib/i18n): the language a document is written in. */
const LANGUAGE_NAMES: Record<DocumentView['language'], string> = { en: 'English', pa: 'Punjabi', hi: 'Hindi', other: 'Another language' };

/** "1.2 MB", "340 KB": a size to judge a download by on a phone's data plan. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function useDocumentWords() {
  const t = useT();
  const words = useDateWords();
  return {
    category: (category: DocumentView['category']) => t(DOCUMENT_CATEGORY_NAMES[category]),
    language: (language: DocumentView['language']) => t(LANGUAGE_NAMES[language]),
    /** "PDF, 1.2 MB": what the download button says it brings. */
    file: (file: DocumentView['file']) => t('{type}, {size}', { type: TYPE_NAMES[file.type], size: sizeText(file.size) }),
    pages: (count: number) => t('{count, plural, one {# page} other {# pages}}', { count }),
    /** A whole day ("2026-04-01") in the page's language: "April 1, 2026", "1 ਅਪ੍ਰੈਲ 2026". */
    day: (day: string) => {
      const [year, month, date] = day.split('-');
      return year && month && date ? words.date(Number(month) - 1, String(Number(date)), year) : '';
    },
  };
}
