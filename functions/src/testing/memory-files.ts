import type { FileStore, StoredFile } from '../ports/file-store.js';

/** Files in memory, for domain tests that look only at which files are kept and which are deleted. */
export function memoryFiles(): FileStore & { keys(): string[] } {
  const files = new Map<string, StoredFile>();
  return {
    put: async (key, data, contentType) => void files.set(key, { data, contentType }),
    get: async (key) => files.get(key) ?? null,
    delete: async (key) => files.delete(key),
    publicUrl: (key) => `/files/${key}`,
    keys: () => [...files.keys()].sort(),
  };
}
