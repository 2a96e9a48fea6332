import type { StoredMessage } from '@school/shared/contact-schemas';
import { titleWords } from '@school/shared/title-words';
import type { DocumentStore, StoredDocument, WhereClause } from '../../ports/document-store.js';
import { MESSAGES } from '../collections.js';
import { findPage, type FoundPage } from '../paging/find-page.js';
import { titleSearch } from '../paging/title-search.js';
import { rewriteEach } from '../migrations/run-migrations.js';

// The inbox a page at a time, with its search (issue 34): a message's "title" is its subject and who
// sent it, so staff find "fees" or "Kaur" among years of messages. The queries (read ==, titleWords
// array-contains, createdAt desc) are served by the composite indexes in firestore.indexes.json and
// SQLite's index on `createdAt` (ORDERED_FIELDS).

/** What a message is found by: its subject and its sender's name. */
const wordsFrom = (message: Pick<StoredMessage, 'subject' | 'name'>) => [message.subject, message.name];

/** The message with the prefixes of the words of its subject and sender's name: written when it is kept. */
export const withMessageWords = <T extends Pick<StoredMessage, 'subject' | 'name'>>(message: T): T & { titleWords: string[] } => ({
  ...message,
  titleWords: titleWords(wordsFrom(message)),
});

/** One page of the inbox (`where`: unread only, or none) from `after` on, newest first. */
export function inboxPage(
  store: DocumentStore,
  where: WhereClause[],
  { limit, after, q }: { limit: number; after?: string | undefined; q?: string | undefined },
): Promise<FoundPage<StoredMessage>> {
  return findPage<StoredMessage>(store, {
    collection: MESSAGES,
    where,
    orderedBy: 'createdAt',
    search: titleSearch<StoredDocument<StoredMessage>>(q, wordsFrom),
    limit,
    after,
  });
}

/** Migration 7: `titleWords` on every message. Running it again changes nothing. */
export async function giveMessagesWords(store: DocumentStore): Promise<void> {
  await rewriteEach<StoredMessage>(store, MESSAGES, withMessageWords);
}
