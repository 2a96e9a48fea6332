import type { StoredMessage } from '@school/shared/contact-schemas';
import { versionOf } from '@school/shared/item-version';
import type { StoredDocument } from '../../ports/document-store.js';
import { present } from './document.js';

/** A message as the inbox reads it: always with its version (1 for messages older than versions). */
export const presentMessage = ({ titleWords: _words, ...doc }: StoredDocument<StoredMessage>) => ({
  ...present(doc),
  version: versionOf(doc),
});

/** What POST /content/contact tells of the message it kept: its id only. */
export const presentReceived = (id: string) => ({ _id: id });
