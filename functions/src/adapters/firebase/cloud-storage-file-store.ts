import type { getStorage } from 'firebase-admin/storage';
import type { FileStore, StoredFile } from '../../ports/file-store.js';
import { assertFileKey, contentTypeFor } from '../file-keys.js';

/** Network errors after which a put is tried once more. */
const DROPPED = new Set(['ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ECONNABORTED']);

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

const hasCode = (error: unknown, code: number): boolean => (error as { code?: unknown } | null)?.code === code;

/**
 * Cloud Storage behind the FileStore port. Objects get immutable names from the caller, so they
 * are stored with a year-long immutable cache header, and browsers load them straight from
 * Firebase Storage's download endpoint (public read is granted for them in storage.rules).
 */
export class CloudStorageFileStore implements FileStore {
  private readonly downloadOrigin: string;

  /** `storageEmulatorHost` (FIREBASE_STORAGE_EMULATOR_HOST): files are then read back from the emulator. */
  constructor(
    private readonly bucket: Bucket,
    { storageEmulatorHost: emulator }: { storageEmulatorHost?: string } = {},
  ) {
    this.downloadOrigin = emulator ? `http://${emulator.replace(/^https?:\/\//, '')}` : 'https://firebasestorage.googleapis.com';
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertFileKey(key, contentType);
    const save = () =>
      this.bucket.file(key).save(data, {
        resumable: false,
        contentType,
        metadata: { contentType, cacheControl: 'public, max-age=31536000, immutable' },
      });
    try {
      await save();
    } catch (error) {
      // Keys are content hashes, so writing the same bytes again is harmless: one more try after a
      // dropped connection (the library retries uploads only under preconditions we do not use).
      if (!DROPPED.has((error as { code?: unknown }).code as string)) throw error;
      await save();
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const contentType = contentTypeFor(key);
    if (!contentType) return null;
    try {
      const [data] = await this.bucket.file(key).download();
      return { data, contentType };
    } catch (error) {
      if (hasCode(error, 404)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<boolean> {
    if (!contentTypeFor(key)) return false;
    try {
      await this.bucket.file(key).delete();
      return true;
    } catch (error) {
      if (hasCode(error, 404)) return false;
      throw error;
    }
  }

  publicUrl(key: string): string {
    return `${this.downloadOrigin}/v0/b/${this.bucket.name}/o/${encodeURIComponent(key)}?alt=media`;
  }
}
