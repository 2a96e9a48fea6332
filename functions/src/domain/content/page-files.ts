import { CONTENT } from '../collections.js';
import { shownInField } from '../images/file-users.js';
import { keyList, type FileHolder } from '../item-kinds/item-kind.js';

/** A content page's featured image: its keys in `featuredImageKeys`. */
export const pageFiles: FileHolder = {
  filesOf: (version) => keyList(version.featuredImageKeys),
  shownKeys: shownInField(CONTENT, 'featuredImageKeys'),
};
