import { toImage } from '@school/shared/image-schemas';
import type { PageTextPage, PageTextsEditView, PageTextsView, StoredPageTexts } from '@school/shared/page-text-schemas';
import type { PublishedTexts, TextsForStaff } from '../../domain/page-texts/page-texts.js';

/** One version of a page's texts as the API answers it: the images without their storage keys. */
function toView(page: PageTextPage, stored: StoredPageTexts): PageTextsView {
  const images = Object.fromEntries(Object.entries(stored.images).map(([slot, image]) => [slot, image ? toImage(image) : null]));
  return {
    page,
    texts: stored.texts,
    ...(stored.translations ? { translations: stored.translations } : {}),
    images,
    updatedAt: stored.updatedAt,
    ...(stored.publication === undefined ? {} : { publication: stored.publication }),
  };
}

/** What visitors read: the published texts. */
export const presentPageTexts = ({ page, published }: PublishedTexts): PageTextsView => toView(page, published);

/** What the admin editor reads: the published texts and the draft, if there is one. */
export const presentTextsForStaff = ({ page, published, draft }: TextsForStaff): PageTextsEditView => ({
  page,
  published: toView(page, published),
  draft: draft ? toView(page, draft) : null,
});
