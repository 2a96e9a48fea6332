import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import Database from 'better-sqlite3';
import { SEARCH_STATE } from '../../domain/collections.js';
import { ITEM_KINDS } from '../../domain/registry/item-kinds.js';

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

  // A hardening suite takes thousands of snapshots (two per request) of a store that most requests
  // leave alone, so both halves are kept and only what may have changed is read again. The documents
  // are read again when SQLite's data_version says another connection (the server's) committed since
  // the last read. A file is hashed again only when its inode, size or modification time
  // (nanoseconds) changed, which every write, rename or replacement of it does. Synchronous calls:
  // a hundred small stats cost less than the thread-pool round trips of asynchronous ones.
  let documents: { version: number; rows: [string, string][] } | undefined;
  const hashes = new Map<string, { stamp: string; hash: string }>();

  function documentEntries(): [string, string][] {
    const version = db.pragma('data_version', { simple: true }) as number;
    if (documents?.version !== version) {
      documents = { version, rows: rows.all().map((row) => [`db:${row.collection}/${row.id}`, row.data]) };
    }
    return documents.rows;
  }

  function hashOf(file: string): string {
    const { ino, size, mtimeNs } = statSync(file, { bigint: true });
    const stamp = `${ino}:${size}:${mtimeNs}`;
    const known = hashes.get(file);
    if (known?.stamp === stamp) return known.hash;
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
    hashes.set(file, { stamp, hash });
    return hash;
  }

  // Async for its callers (the harness waits for mail work first); the reads themselves are synchronous.
  async function take(): Promise<Snapshot> {
    const snapshot: Snapshot = new Map(documentEntries());
    for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = relative(dataDir, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (!DATABASE_FILES.test(path)) snapshot.set(`file:${path}`, hashOf(join(dataDir, path)));
    }
    return snapshot;
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

// The site search's marker (domain/search/site-search.ts) is stamped by every write to a searched
// collection: a route that may write one of those may write the marker too.
const SEARCHED = new Set(ITEM_KINDS.all.filter((kind) => kind.search).map((kind) => `db:${kind.collection}`));
const SEARCH_MARKER = `db:${SEARCH_STATE}`;

/** Keys the diff touched outside the given areas. */
export function outside(d: SnapshotDiff, areas: readonly string[]): string[] {
  const allowed = areas.some((area) => SEARCHED.has(area)) ? [...areas, SEARCH_MARKER] : areas;
  return touched(d).filter((key) => !allowed.includes(areaOf(key)));
}
