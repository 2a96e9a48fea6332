import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import Database from 'better-sqlite3';
import { embeddedHome } from '../entry/embedded/embedded-wiring.js';
import { call } from './http.js';

// Looking into a DATA_DIR from outside the server, as an operator would after a crash: the SQLite
// file opened read-only, the files folder listed. Nothing here goes through the server's code.

export const STAFF = { email: 'stress.admin@school.example', password: 'stress test password 1', name: 'Stress Admin' };

/** The first staff account, made as `npm run admin -- create` does, before the server starts. */
export async function createStaffAccount(dataDir: string): Promise<void> {
  const home = await embeddedHome({ DATA_DIR: dataDir, MAIL_FROM: 'x <x@school.example>' });
  try {
    await home.identity.createUser({ ...STAFF, role: 'admin' });
  } finally {
    await home.close();
  }
}

/** Signs in through the API, as the admin screens do. */
export async function signIn(url: string): Promise<string> {
  const answer = await call(url, 'POST', '/auth/login', { body: { email: STAFF.email, password: STAFF.password } });
  if (answer.status !== 200) throw new Error(`Sign-in answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as { token: string }).token;
}

export const dbFile = (dataDir: string) => join(dataDir, 'school.db');

function openReadOnly(dataDir: string): Database.Database {
  return new Database(dbFile(dataDir), { readonly: true, fileMustExist: true });
}

/** Every document of a collection, straight from the SQLite file. */
export function readDocuments<T>(dataDir: string, collection: string): Array<T & { id: string }> {
  const db = openReadOnly(dataDir);
  try {
    return db
      .prepare<[string], { id: string; data: string }>('SELECT id, data FROM documents WHERE collection = ?')
      .all(collection)
      .map((row) => ({ ...(JSON.parse(row.data) as T), id: row.id }));
  } finally {
    db.close();
  }
}

/** SQLite's own check of the whole file: 'ok', or the list of what is broken. */
export function integrityCheck(dataDir: string): string {
  const db = openReadOnly(dataDir);
  try {
    return db
      .prepare<[], { integrity_check: string }>('PRAGMA integrity_check')
      .all()
      .map((row) => row.integrity_check)
      .join('; ');
  } finally {
    db.close();
  }
}

/** Keys (paths below files/, with '/') of every file on disk. */
export async function filesOnDisk(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'files');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
