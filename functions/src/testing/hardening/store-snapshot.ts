import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Everything the embedded home keeps, as key -> content: `db:<collection>/<id>` for each stored
 * document (its JSON text) and `file:<path>` for each file below DATA_DIR (a hash of its bytes).
 * Comparing two of these says exactly what a request added, removed or changed.
 */
export type Snapshot = Map<string, string>;

export interface SnapshotDiff {
  added: string[];
  removed: string[];
  changed: string[];
}

// The SQLite file itself changes with every write (WAL); its documents are compared instead.
const DATABASE_FILES = /^school\.db(-wal|-shm|-journal)?$/;

/** A second, read-only connection to the home's SQLite file: it sees every collection, known or new. */
export function openSnapshots(dataDir: string) {
  const db = new Database(join(dataDir, 'school.db'), { readonly: true, fileMustExist: true });
  const rows = db.prepare<[], { collection: string; id: string; data: string }>('SELECT collection, id, data FROM documents');

  async function take(): Promise<Snapshot> {
    const snapshot: Snapshot = new Map();
    for (const row of rows.all()) snapshot.set(`db:${row.collection}/${row.id}`, row.data);
    const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
    const paths = entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dataDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((path) => !DATABASE_FILES.test(path));
    const hashed = await Promise.all(paths.map((path) => hashOf(join(dataDir, path))));
    paths.forEach((path, i) => snapshot.set(`file:${path}`, hashed[i] ?? ''));
    return snapshot;
  }

  // A hardening suite takes thousands of snapshots of a folder of photos that rarely changes: a
  // file is read and hashed again only when its inode, size or modification time (nanoseconds)
  // changed since the last snapshot, which every write, rename or replacement of it does.
  const hashes = new Map<string, { stamp: string; hash: string }>();
  async function hashOf(file: string): Promise<string> {
    const { ino, size, mtimeNs } = await stat(file, { bigint: true });
    const stamp = `${ino}:${size}:${mtimeNs}`;
    const known = hashes.get(file);
    if (known?.stamp === stamp) return known.hash;
    const hash = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    hashes.set(file, { stamp, hash });
    return hash;
  }

  return { take, close: () => db.close() };
}

export function diff(before: Snapshot, after: Snapshot): SnapshotDiff {
  const result: SnapshotDiff = { added: [], removed: [], changed: [] };
  for (const [key, value] of after) {
    if (!before.has(key)) result.added.push(key);
    else if (before.get(key) !== value) result.changed.push(key);
  }
  for (const key of before.keys()) if (!after.has(key)) result.removed.push(key);
  return result;
}

export const touched = (d: SnapshotDiff): string[] => [...d.added, ...d.removed, ...d.changed];

/** The area a key belongs to: a collection (`db:galleries`) or a top folder (`file:files`, `file:outbox`). */
export function areaOf(key: string): string {
  const [kind, rest = ''] = key.split(/:(.*)/s);
  return `${kind}:${rest.split('/')[0] ?? ''}`;
}

/** Keys the diff touched outside the given areas. */
export function outside(d: SnapshotDiff, areas: readonly string[]): string[] {
  return touched(d).filter((key) => !areas.includes(areaOf(key)));
}
