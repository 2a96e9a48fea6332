import { DOCUMENT_CATEGORY_NAMES } from '@school/shared/document-categories';
import type { DocumentView } from '@school/shared/document-schemas';
import { useDateWords } from '../../lib/i18n/date-words';
import { FILE_TYPE_NAMES, sizeText } from '../../lib/document-file-words';
import { useT } from '../../lib/i18n/i18n';

// How the documents' pages word what a document is, in the page's language. Numbers stay digits.

/** Message ids (lib/i18n): the language a document is written in. */
const LANGUAGE_NAMES: Record<DocumentView['language'], string> = { en: 'English', pa: 'Punjabi', hi: 'Hindi', other: 'Another language' };

export function useDocumentWords() {
  const t = useT();
  const words = useDateWords();
  return {
    category: (category: DocumentView['category']) => t(DOCUMENT_CATEGORY_NAMES[category]),
    language: (language: DocumentView['language']) => t(LANGUAGE_NAMES[language]),
    /** "PDF, 1.2 MB": what the download button says it brings. */
    file: (file: DocumentView['file']) => t('{type}, {size}', { type: FILE_TYPE_NAMES[file.type], size: sizeText(file.size) }),
    pages: (count: number) => t('{count, plural, one {# page} other {# pages}}', { count }),
    /** A whole day ("2026-04-01") in the page's language: "April 1, 2026", "1 ਅਪ੍ਰੈਲ 2026". */
    day: (day: string) => {
      const [year, month, date] = day.split('-');
      return year && month && date ? words.date(Number(month) - 1, String(Number(date)), year) : '';
    },
  };
}
