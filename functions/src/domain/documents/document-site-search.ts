import type { DocumentDoc } from '@school/shared/document-schemas';
import type { SearchSupport } from '../item-kinds/item-kind.js';
import { joinTexts, localizedField } from '../item-kinds/search-text.js';
import { DOCUMENTS } from '../collections.js';

/**
 * The published documents (a scheduled one from its publish time), at /documents/{slug}: their
 * descriptions, the text read from the PDF and what staff typed for a scan. The file's own text is in
 * its own language, which the index does not need to know: every search looks in every language.
 */
export const documentSearch: SearchSupport = {
  async entries({ store }) {
    const documents = await store.find<DocumentDoc>(DOCUMENTS, { where: [{ field: 'isPublished', op: '==', value: true }] });
    return documents.map((doc) => ({
      key: `document:${doc.id}`,
      type: 'document' as const,
      path: `/documents/${doc.slug}`,
      title: localizedField(doc, 'title'),
      text: joinTexts(localizedField(doc, 'description'), { en: doc.typedText }, { en: doc.text }),
      date: doc.dateIssued,
      visibleFrom: doc.publishAt ?? null,
    }));
  },
};
