import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
    // Write aside then rename: a reader never sees half a file, even if the process dies mid-write.
    const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, path);
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
