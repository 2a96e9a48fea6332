import { DISCLOSURE_ITEMS, type DisclosureItem } from '@school/shared/disclosure-items';
import type { DocumentDoc } from '@school/shared/document-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { DOCUMENTS } from '../collections.js';

// Section B of CBSE's Mandatory Public Disclosure (issue 36): for each item, the document of the
// library staff marked as it. A visitor's view alone, whoever asks: the page must never link a draft
// (a dead link for parents). One query on one field (`disclosure > ''`: documents without the field
// are left out in both stores, and Firestore needs no composite index for it); the rest is chosen
// here, among a handful of certificates.

export interface DisclosureDocuments {
  /** Per item, its newest published document, or null: the page says "Not yet published". */
  items: Record<DisclosureItem, StoredDocument<DocumentDoc> | null>;
  /** The next scheduled publish time among them, when the answer changes with nobody acting. */
  changesAt: Date | null;
}

const newestFirst = (a: DocumentDoc, b: DocumentDoc) => b.publishedAt.localeCompare(a.publishedAt);

/** GET /documents/disclosure: each item's newest document that is published and whose publish time has come. */
export async function readDisclosureDocuments(store: DocumentStore, clock: Clock): Promise<DisclosureDocuments> {
  const now = clock.now().toISOString();
  const marked = await store.find<DocumentDoc>(DOCUMENTS, { where: [{ field: 'disclosure', op: '>', value: '' }] });
  const published = marked.filter((doc) => doc.isPublished);
  const shown = published.filter((doc) => doc.publishedAt <= now).sort(newestFirst);
  const items = Object.fromEntries(
    DISCLOSURE_ITEMS.map((item) => [item, shown.find((doc) => doc.disclosure === item) ?? null]),
  ) as DisclosureDocuments['items'];
  const ahead = published
    .map((doc) => doc.publishedAt)
    .filter((at) => at > now)
    .sort();
  return { items, changesAt: ahead[0] ? new Date(ahead[0]) : null };
}
