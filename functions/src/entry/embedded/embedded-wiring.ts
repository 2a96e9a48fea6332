import { randomBytes } from 'node:crypto';
import { access, constants, link, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DiskFileStore } from '../../adapters/embedded/disk-file-store.js';
import { SessionIdentity } from '../../domain/accounts/sessions.js';
import { LocalIdentity, type ScryptCost } from '../../adapters/embedded/local-identity.js';
import { referencedKeys, sweepOrphanFiles } from '../../adapters/embedded/orphan-files.js';
import { SqliteDocumentStore } from '../../adapters/embedded/sqlite-document-store.js';
import { NodemailerMailer } from '../../adapters/mail/nodemailer-mailer.js';
import type { AppDeps } from '../../http/deps.js';
import { systemClock } from '../../ports/clock.js';
import { addressOf } from '../../domain/mail-address.js';
import { runMigrations } from '../../domain/migrations/run-migrations.js';
import { MIGRATION_LIST } from '../../domain/registry/migrations.js';
import type { EmbeddedEnv } from './env.js';
import { ITEM_KINDS } from '../../domain/registry/item-kinds.js';
import { watchSearchedWrites } from '../../domain/search/watched-store.js';

export interface EmbeddedHome extends AppDeps {
  dataDir: string;
  filesDir: string;
  /** Deletes files no document points at, older than graceMs; returns their keys. Run at start-up. */
  sweepOrphanFiles(graceMs: number): Promise<string[]>;
  close(): Promise<void>;
}

/** The embedded home: everything in DATA_DIR (one SQLite file, files/, outbox/, token-secret). */
export async function embeddedHome(
  env: Pick<EmbeddedEnv, 'DATA_DIR' | 'SMTP_URL' | 'MAIL_FROM' | 'OFFICE_EMAIL'> & Partial<Pick<EmbeddedEnv, 'SITE_URL' | 'PORT'>>,
  /** Only a test server passes a password hashing cost (never the environment: see LocalIdentity). */
  options: { passwordCost?: ScryptCost } = {},
): Promise<EmbeddedHome> {
  const dataDir = resolve(env.DATA_DIR);
  await ensureWritableDir(dataDir);
  const sqlite = new SqliteDocumentStore(join(dataDir, 'school.db'));
  // The data in the shape this code reads: the migrations it has not run yet, before anything reads.
  try {
    await runMigrations({ store: sqlite, clock: systemClock }, MIGRATION_LIST);
  } catch (error) {
    await sqlite.close();
    throw error;
  }
  // Everything else writes through this one store, which tells the site search of its writes.
  const store = watchSearchedWrites(sqlite, ITEM_KINDS, systemClock);
  const filesDir = join(dataDir, 'files');
  const mailer = new NodemailerMailer({ from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, outboxDir: join(dataDir, 'outbox') });
  return {
    dataDir,
    filesDir,
    store,
    files: new DiskFileStore(filesDir, '/files'),
    // Sessions that end one at a time ("Sign out" on one device): domain/accounts/sessions.ts.
    identity: new SessionIdentity(
      new LocalIdentity(store, await loadOrCreateSecret(join(dataDir, 'token-secret')), systemClock, options.passwordCost),
      store,
      systemClock,
    ),
    mailer,
    clock: systemClock,
    config: {
      officeEmail: env.OFFICE_EMAIL ?? addressOf(env.MAIL_FROM),
      // Without SITE_URL, the address `npm start` prints: entry/embedded/server.ts puts in the port it got.
      siteUrl: env.SITE_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`,
    },
    sweepOrphanFiles: (graceMs) => sweepOrphanFiles({ filesDir, referenced: referencedKeys(sqlite.documentTexts()), graceMs }),
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
  const existing = await readSecret(file);
  if (existing) return existing;
  const secret = randomBytes(SECRET_BYTES);
  // Written in full and synced aside, then put in place in one step: a crash while creating it must
  // never leave an empty secret, with which anyone could sign a staff token.
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(secret.toString('hex'));
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    if (existing === null) {
      // link, unlike rename, fails when the file exists: another process (the admin CLI) won the race.
      await link(temp, file);
      return secret;
    }
    // A damaged secret (from a crash before this was written safely) is replaced; tokens signed with it die.
    await rename(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temp, { force: true });
  }
  const stored = await readSecret(file);
  if (!stored) throw new Error(`${file} is damaged. Delete it and start again (staff will need to sign in again).`);
  return stored;
}

const SECRET_BYTES = 32;

/** The secret, null when there is none yet, undefined when the file holds anything but a full secret. */
async function readSecret(file: string): Promise<Buffer | null | undefined> {
  let text: string;
  try {
    text = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return new RegExp(`^(?:[0-9a-f]{2}){${SECRET_BYTES},}$`, 'i').test(text) ? Buffer.from(text, 'hex') : undefined;
}
