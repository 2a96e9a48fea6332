import { MESSAGES } from '../collections.js';
import { type ItemKind } from '../item-kinds/item-kind.js';

/** Contact messages: a message's subject is a parent's words, so the audit log keeps only its id. */
export const messageKind: ItemKind = {
  name: 'message',
  collection: MESSAGES,
  trashNames: ['message'],
  audit: 'message',
  trashedAudit: () => ({ title: null, detail: null }),
  trash: { putBack: async ({ store }, id, record) => void (await store.create(MESSAGES, id, record.item)) },
};
