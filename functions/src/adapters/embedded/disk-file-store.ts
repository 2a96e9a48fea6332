import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileStore, StoredFile } from '../../ports/file-store.js';
import { assertFileKey, contentTypeFor } from '../file-keys.js';

/**
 * Files under one folder, served by the embedded server at `urlPrefix` with the type given by the
 * key's extension (keys are checked to end in one we know, matching the declared type).
 */
export class DiskFileStore implements FileStore {
  constructor(
    private readonly root: string,
    private readonly urlPrefix = '/files',
  ) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertFileKey(key, contentType);
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    // Write aside then rename: a reader never sees half a file, even if the process dies mid-write
    // (a leftover .tmp is swept at start-up, see orphan-files.ts). The syncs make the file as durable
    // as the SQLite document that will point at it (synchronous=FULL), so a power cut cannot leave a
    // gallery pointing at an empty file.
    const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const handle = await open(temp, 'wx', 0o644);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncDir(dirname(path));
  }

  async get(key: string): Promise<StoredFile | null> {
    const contentType = contentTypeFor(key);
    if (!contentType) return null;
    try {
      return { data: await readFile(join(this.root, key)), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<boolean> {
    if (!contentTypeFor(key)) return false;
    const path = join(this.root, key);
    try {
      await rm(path);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }
}

/** Makes a rename in `dir` durable. Some platforms cannot open a folder for syncing; there it is skipped. */
async function syncDir(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Windows: EISDIR/EPERM. The file itself is synced; the rename is as durable as the OS makes it.
  } finally {
    await handle?.close();
  }
}
