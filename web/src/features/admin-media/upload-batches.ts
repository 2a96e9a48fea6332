import { MAX_IMAGES_PER_UPLOAD } from '@school/shared/gallery-schemas';

// Cloud Functions refuse request bodies over 32 MB, so a big selection of phone photos goes up in
// several requests, each at most 20 files and about 24 MB (a single larger photo goes alone and
// the server answers with its own limit).
const MAX_BATCH_BYTES = 24 * 1024 * 1024;

export function splitIntoBatches<F extends { size: number }>(
  files: F[],
  maxBytes = MAX_BATCH_BYTES,
  maxFiles = MAX_IMAGES_PER_UPLOAD,
): F[][] {
  const batches: F[][] = [];
  let current: F[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length > 0 && (current.length >= maxFiles || bytes + file.size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Per-file progress (0-100) of one multipart request from its bytes sent: the files travel one
 * after another in the body, so each owns a stretch of it. The few bytes of part headers make the
 * figure approximate, which is fine for a progress bar.
 */
export function progressPerFile(sizes: number[], loaded: number, total: number): number[] {
  const payload = sizes.reduce((sum, size) => sum + size, 0);
  // Scale to the payload so header bytes do not make the last file reach 100% early or late.
  const sent = total > 0 ? (loaded / total) * payload : 0;
  let start = 0;
  return sizes.map((size) => {
    const done = size === 0 ? (sent >= start ? 1 : 0) : Math.min(1, Math.max(0, (sent - start) / size));
    start += size;
    return Math.round(done * 100);
  });
}
