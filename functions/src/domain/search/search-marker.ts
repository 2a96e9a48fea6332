import { randomUUID } from 'node:crypto';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { SEARCH_STATE } from '../collections.js';

// The one document that says when anything the site search holds last changed (SEARCH_STATE/index):
// stamped with a new token after every such write (watched-store.ts), read by every search
// (site-search.ts), so each process knows whether its index is still the store's.

const MARKER_ID = 'index';

interface Marker {
  token: string;
  changedAt: string;
}

/** A new token: the index of any process built before this instant is stale. */
export async function stampSearchMarker(store: DocumentStore, clock: Clock): Promise<void> {
  const marker: Marker = { token: randomUUID(), changedAt: clock.now().toISOString() };
  await store.set(SEARCH_STATE, MARKER_ID, { ...marker });
}

/** The token now, or null when nothing searched was ever written through a watched store. */
export async function readSearchMarker(store: DocumentStore): Promise<string | null> {
  const marker = await store.get<Marker & Record<string, string>>(SEARCH_STATE, MARKER_ID);
  return marker?.token ?? null;
}
