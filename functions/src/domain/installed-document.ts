import type { DocumentData, DocumentStore } from '../ports/document-store.js';
import { ConflictError } from './errors.js';

/**
 * A single document every install has (the school's settings, each fixed page's texts), read
 * without the id the store adds to it. A new install has none: the first read stores `installed()`
 * with `create`, so two first requests racing store one document, and every later read finds it.
 * Seeding on read rather than at start-up serves both homes alike: a Cloud Function has no start.
 */
export async function readOrInstall<T extends DocumentData>(
  store: DocumentStore,
  collection: string,
  id: string,
  installed: () => T,
): Promise<T> {
  const read = async (): Promise<T | null> => {
    const stored = await store.get<T>(collection, id);
    if (!stored) return null;
    const { id: _id, ...document } = stored;
    return document as unknown as T;
  };
  const stored = await read();
  if (stored) return stored;
  const fresh = installed();
  await store.create(collection, id, fresh).catch((error: unknown) => {
    if (!(error instanceof ConflictError)) throw error;
  });
  return (await read()) ?? fresh;
}
