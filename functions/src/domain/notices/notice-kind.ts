import { NOTICES } from '../collections.js';
import { textField, type ItemKind } from '../item-kinds/item-kind.js';

/** The notices shown above every page: deleted at once (no trash) and not versioned; the log names one by its text. */
export const noticeKind: ItemKind = {
  name: 'notice',
  collection: NOTICES,
  trashNames: [],
  audit: 'notice',
  titleOf: textField('text'),
};
