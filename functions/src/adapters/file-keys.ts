// File keys become paths on disk and object names in Cloud Storage. Only plain segments with a
// known extension are allowed: no "..", no absolute paths, no types a browser would run as a page.
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]+$/i;

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** The content type a key's extension stands for, or null for a key that is not allowed. */
export function contentTypeFor(key: string): string | null {
  if (!KEY_PATTERN.test(key) || key.length > 300) return null;
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? null;
}

export function assertFileKey(key: string, contentType: string): void {
  const expected = contentTypeFor(key);
  if (!expected) throw new Error(`Invalid file key: ${key}`);
  if (expected !== contentType) throw new Error(`File key ${key} does not match type ${contentType}`);
}
