import type { StoredMessage } from '@school/shared/contact-schemas';
import { DEFAULT_MESSAGE_RETENTION_MONTHS } from '@school/shared/settings-schemas';
import { MESSAGES } from '../collections.js';
import { type ItemKind } from '../item-kinds/item-kind.js';
import { withMessageWords } from './inbox-pages.js';

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
  // A parent's message is kept as long as the settings say (24 months unless staff choose), then goes.
  retention: {
    field: 'createdAt',
    months: (settings) => settings.retentionMonths?.messages ?? DEFAULT_MESSAGE_RETENTION_MONTHS,
  },
};
