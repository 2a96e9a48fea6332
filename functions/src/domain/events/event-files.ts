import { EVENTS } from '../collections.js';
import { shownInField } from '../images/file-users.js';
import { keyList, type FileHolder } from '../item-kinds/item-kind.js';

/** A news item's or event's photo: its keys in `imageKeys`, shared with any item showing the same photo. */
export const eventFiles: FileHolder = {
  filesOf: (version) => keyList(version.imageKeys),
  shownKeys: shownInField(EVENTS, 'imageKeys'),
};
