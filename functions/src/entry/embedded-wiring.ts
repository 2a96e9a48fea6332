import { randomBytes } from 'node:crypto';
import { access, constants, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DiskFileStore } from '../adapters/embedded/disk-file-store.js';
import { LocalIdentity } from '../adapters/embedded/local-identity.js';
import { SqliteDocumentStore } from '../adapters/embedded/sqlite-document-store.js';
import { NodemailerMailer } from '../adapters/mail/nodemailer-mailer.js';
import type { AppDeps } from '../http/deps.js';
import { systemClock } from '../ports/clock.js';
import { addressOf } from '../domain/mail-address.js';
import type { EmbeddedEnv } from './env.js';

export interface EmbeddedHome extends AppDeps {
  dataDir: string;
  filesDir: string;
  close(): Promise<void>;
}

/** The embedded home: everything in DATA_DIR (one SQLite file, files/, outbox/, token-secret). */
export async function embeddedHome(env: Pick<EmbeddedEnv, 'DATA_DIR' | 'SMTP_URL' | 'MAIL_FROM' | 'OFFICE_EMAIL'>): Promise<EmbeddedHome> {
  const dataDir = resolve(env.DATA_DIR);
  await ensureWritableDir(dataDir);
  const store = new SqliteDocumentStore(join(dataDir, 'school.db'));
  const filesDir = join(dataDir, 'files');
  const mailer = new NodemailerMailer({ from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, outboxDir: join(dataDir, 'outbox') });
  return {
    dataDir,
    filesDir,
    store,
    files: new DiskFileStore(filesDir, '/files'),
    identity: new LocalIdentity(store, await loadOrCreateSecret(join(dataDir, 'token-secret')), systemClock),
    mailer,
    clock: systemClock,
    config: { officeEmail: env.OFFICE_EMAIL ?? addressOf(env.MAIL_FROM) },
    close: async () => {
      await mailer.close();
      await store.close();
    },
  };
}

async function ensureWritableDir(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    throw new Error(
      `DATA_DIR ${dir} is not a writable folder (${(error as Error).message}). Set DATA_DIR to a folder this user can write.`,
      { cause: error },
    );
  }
}

// Generated once per data folder and never committed: whoever holds it can mint staff tokens.
async function loadOrCreateSecret(file: string): Promise<Buffer> {
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  try {
    await writeFile(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process (the admin CLI) created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
    throw error;
  }
}
