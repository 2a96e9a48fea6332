import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

// Uploads store their files first and the document that points at them last, so a crash between
// the two (or in the middle of a file, see DiskFileStore.put) leaves files nothing points at. They
// are harmless but take disk space; the embedded server deletes them when it starts.

// Anything shaped like a file key; keys are checked against the same alphabet when stored.
// Only from the start of a word or of a path ("/files/..."), never inside a run of key characters or
// right after one's slash: tried from every position of a long run it would rescan the run each time.
const KEY_LIKE = /(?<![a-z0-9_.-]|[a-z0-9_-]\/)[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]+/gi;

/**
 * Every string in the documents that could be a file key, with each of its '/'-suffixes, so the
 * key inside a URL (`/files/galleries/x/y-400.webp`) or an HTML body counts as well. Deliberately
 * loose: a stray match only keeps a file, it never deletes one.
 */
export function referencedKeys(documents: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const text of documents) {
    for (const [match] of text.matchAll(KEY_LIKE)) {
      let rest = match;
      for (;;) {
        keys.add(rest);
        const slash = rest.indexOf('/');
        if (slash < 0) break;
        rest = rest.slice(slash + 1);
      }
    }
  }
  return keys;
}

export interface SweepOptions {
  filesDir: string;
  /** Keys some document points at (see referencedKeys). */
  referenced: Set<string>;
  /**
   * Files younger than this are kept: another process on the same DATA_DIR (a server still
   * draining, a CLI) may be between writing a photo's files and saving its document.
   */
  graceMs: number;
  now?: number;
}

/** Deletes files below filesDir that no document points at and that are older than the grace period. */
export async function sweepOrphanFiles({ filesDir, referenced, graceMs, now = Date.now() }: SweepOptions): Promise<string[]> {
  const removed: string[] = [];
  for (const path of await listFiles(filesDir)) {
    const key = relative(filesDir, path).split(sep).join('/');
    if (referenced.has(key)) continue;
    try {
      if (now - (await stat(path)).mtimeMs < graceMs) continue;
      await rm(path);
      removed.push(key);
    } catch (error) {
      // Gone meanwhile (deleted by a request or another sweep): nothing left to do.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
