import type { EventDoc } from '@school/shared/event-schemas';
import type { StoredDocument } from '../../ports/document-store.js';
import { presentItem } from './events.js';

// A restored revision answers the item as the item's own route would. Each kind's restore answers
// what its update use case returns; a kind whose use case returns the stored document is presented
// here, by the kind's name (the registry's `revisions` kinds); the others already answer their view.
const presenters: Partial<Record<string, (restored: object) => object>> = {
  event: (restored) => presentItem(restored as StoredDocument<EventDoc>),
};

export function presentRestored(kind: string, restored: object): object {
  return presenters[kind]?.(restored) ?? restored;
}
