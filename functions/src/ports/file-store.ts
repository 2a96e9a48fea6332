// Binary files (images). Keys are immutable names chosen by the caller (content-hashed), so a
// stored object never changes and can be cached forever by browsers and the CDN.

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface FileStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** false when there was nothing to delete. */
  delete(key: string): Promise<boolean>;
  /** A URL the browser can load directly (same origin on the embedded server, Storage on Firebase). */
  publicUrl(key: string): string;
}
