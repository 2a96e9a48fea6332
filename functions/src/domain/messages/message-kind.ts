import type { StoredMessage } from '@school/shared/contact-schemas';
import { DEFAULT_MESSAGE_RETENTION_MONTHS } from '@school/shared/settings-schemas';
import { MESSAGES } from '../collections.js';
import { type ItemKind } from '../item-kinds/item-kind.js';
import type { PersonalDataSupport } from '../item-kinds/personal-data.js';
import { withMessageWords } from './inbox-pages.js';

/**
 * A message holds its sender's name and address. A correction writes a new version (an inbox open
 * on the old one is told to reload) with the search words of the new name; a person sees the
 * message as stored, whatever it came to carry (the consent given with it), less the search words.
 */
const messagePersonalData: PersonalDataSupport = {
  emailField: 'email',
  words: ['message', 'messages'],
  corrected: (version, { name, newEmail }) => {
    const message = version as unknown as StoredMessage;
    return withMessageWords({
      ...message,
      ...(name !== undefined && { name }),
      ...(newEmail !== undefined && { email: newEmail }),
      version: (message.version ?? 1) + 1,
    });
  },
  shown: ({ titleWords: _words, ...rest }) => rest,
};

/** Contact messages: a message's subject is a parent's words, so the audit log keeps only its id. */
export const messageKind: ItemKind = {
  name: 'message',
  collection: MESSAGES,
  trashNames: ['message'],
  audit: 'message',
  trashedAudit: () => ({ title: null, detail: null }),
  // A message trashed before the inbox was searchable (migration 7) is found once it is back.
  trash: {
    putBack: async ({ store }, id, record) =>
      void (await store.create(MESSAGES, id, withMessageWords(record.item as unknown as StoredMessage))),
  },
  personalData: messagePersonalData,
  // A parent's message is kept as long as the settings say (24 months unless staff choose), then goes.
  retention: {
    field: 'createdAt',
    months: (settings) => settings.retentionMonths?.messages ?? DEFAULT_MESSAGE_RETENTION_MONTHS,
  },
};
