import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SEARCH_STATE } from '../../domain/collections.js';
import { ITEM_KINDS } from '../../domain/registry/item-kinds.js';

/**
 * Everything the embedded home keeps: `db:<collection>/<id>` for each stored document (its JSON
 * text) and `file:<path>` for each file below DATA_DIR (a hash of its bytes). Comparing two of
 * these says exactly what a request added, removed or changed. A half that did not change since the
 * last snapshot is the same object as in that one, so `diff` passes over it without reading it.
 */
export class Snapshot {
  constructor(
    readonly documents: ReadonlyMap<string, string>,
    readonly files: ReadonlyMap<string, string>,
  ) {}

  get(key: string): string | undefined {
    return this.documents.get(key) ?? this.files.get(key);
  }
}

export interface SnapshotDiff {
  added: string[];
  removed: string[];
  changed: string[];
}

// The SQLite file itself changes with every write (WAL); its documents are compared instead.
const DATABASE_FILES = /^school\.db(-wal|-shm|-journal)?$/;
// A folder's mtime has the resolution of the kernel's clock tick (a few ms): one changed twice within
// a tick keeps it. So a listing read within this long of the folder's last change is read again next
// time instead of trusted, as git treats an entry written in the same second as its index.
const RACY_NS = 100_000_000n;

interface Listing {
  stamp: string;
  trusted: boolean;
  files: { path: string; key: string }[];
  folders: { path: string; relative: string }[];
}

/** A second, read-only connection to the home's SQLite file: it sees every collection, known or new. */
export function openSnapshots(dataDir: string) {
  const db = new Database(join(dataDir, 'school.db'), { readonly: true, fileMustExist: true });
  const rows = db.prepare<[], { collection: string; id: string; data: string }>('SELECT collection, id, data FROM documents');

  // A hardening suite takes thousands of snapshots (two per request) of a store that most requests
  // leave alone, so what is read is kept and only what may have changed is read again:
  // - the documents, when SQLite's data_version says another connection (the server's) committed;
  // - a folder's listing, when the folder's inode or mtime (nanoseconds) changed, which adding,
  //   removing or renaming anything in it does;
  // - a file's hash, when its inode, size or mtime changed, which every write, rename or replacement
  //   of it does: each file is still looked at every time, so a file rewritten in place shows.
  // Synchronous calls: a hundred small stats cost less than the thread-pool round trips of async ones.
  let documents: { version: number; map: ReadonlyMap<string, string> } | undefined;
  const listings = new Map<string, Listing>();
  const hashes = new Map<string, { stamp: string; hash: string }>();
  let files: { keys: string[]; hashes: string[]; map: ReadonlyMap<string, string> } | undefined;

  function documentMap(): ReadonlyMap<string, string> {
    const version = db.pragma('data_version', { simple: true }) as number;
    if (documents?.version !== version) {
      documents = { version, map: new Map(rows.all().map((row) => [`db:${row.collection}/${row.id}`, row.data])) };
    }
    return documents.map;
  }

  function listingOf(folder: string, relativePath: string): Listing {
    const { ino, mtimeNs } = statSync(folder, { bigint: true });
    const stamp = `${ino}:${mtimeNs}`;
    const known = listings.get(folder);
    if (known?.trusted && known.stamp === stamp) return known;
    const listing: Listing = { stamp, trusted: BigInt(Date.now()) * 1_000_000n - mtimeNs > RACY_NS, files: [], folders: [] };
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = relativePath ? `${relativePath}/${entry.name}` : entry.name;
      if (entry.isDirectory()) listing.folders.push({ path: join(folder, entry.name), relative: path });
      else if (entry.isFile() && !DATABASE_FILES.test(path)) listing.files.push({ path: join(folder, entry.name), key: `file:${path}` });
    }
    listings.set(folder, listing);
    return listing;
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

  function fileMap(): ReadonlyMap<string, string> {
    const keys: string[] = [];
    const fileHashes: string[] = [];
    const walk = (folder: string, relativePath: string) => {
      const listing = listingOf(folder, relativePath);
      for (const file of listing.files) {
        keys.push(file.key);
        fileHashes.push(hashOf(file.path));
      }
      for (const sub of listing.folders) walk(sub.path, sub.relative);
    };
    walk(dataDir, '');
    const same = files && sameItems(files.keys, keys) && sameItems(files.hashes, fileHashes);
    if (!files || !same) files = { keys, hashes: fileHashes, map: new Map(keys.map((key, i) => [key, fileHashes[i] ?? ''])) };
    return files.map;
  }

  // Async for its callers (the harness waits for mail work first); the reads themselves are synchronous.
  async function take(): Promise<Snapshot> {
    return new Snapshot(documentMap(), fileMap());
  }

  return { take, close: () => db.close() };
}

const sameItems = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

export function diff(before: Snapshot, after: Snapshot): SnapshotDiff {
  const result: SnapshotDiff = { added: [], removed: [], changed: [] };
  for (const half of ['documents', 'files'] as const) {
    if (before[half] === after[half]) continue;
    for (const [key, value] of after[half]) {
      if (!before[half].has(key)) result.added.push(key);
      else if (before[half].get(key) !== value) result.changed.push(key);
    }
    for (const key of before[half].keys()) if (!after[half].has(key)) result.removed.push(key);
  }
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
