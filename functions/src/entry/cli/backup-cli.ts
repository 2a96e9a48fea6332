import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { readEnv } from '../embedded/env.js';

// What a backup holds, relative to DATA_DIR. The outbox is left out: it is only a copy of sent mail.
const DB = 'school.db';
const KEPT = ['token-secret', 'files'];

const stamp = (): string => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * One .tar.gz of the embedded site: the database through SQLite's online backup API (consistent
 * while the server keeps running and writing), plus uploaded files and the token secret.
 */
export async function backup(dataDir: string, archive: string): Promise<string> {
  const source = join(dataDir, DB);
  await stat(source).catch(() => {
    throw new Error(`No database at ${source}: is DATA_DIR right?`);
  });
  const stage = join(dirname(resolve(archive)), `.backup-${stamp()}`);
  await mkdir(stage, { recursive: true });
  try {
    const db = new Database(source, { readonly: true, fileMustExist: true });
    try {
      await db.backup(join(stage, DB));
    } finally {
      db.close();
    }
    for (const name of KEPT) {
      await cp(join(dataDir, name), join(stage, name), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
    await tar.create({ gzip: true, file: archive, cwd: stage, portable: true }, await readdir(stage));
    return archive;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/**
 * Replaces DATA_DIR with the archive's contents, after checking the database inside it. The old
 * folder is kept beside it (`<DATA_DIR>.before-restore-<time>`), so a wrong restore can be undone.
 * Stop the server first: it keeps the old database open.
 */
export async function restore(archive: string, dataDir: string): Promise<{ previous: string | null }> {
  const target = resolve(dataDir);
  const stage = `${target}.restoring-${stamp()}`;
  await mkdir(stage, { recursive: true });
  try {
    await tar.extract({ file: archive, cwd: stage, strict: true });
    const db = new Database(join(stage, DB), { fileMustExist: true });
    try {
      const result = db.pragma('integrity_check', { simple: true });
      if (result !== 'ok') throw new Error(`The database in ${archive} is damaged (${String(result)}); nothing was changed.`);
    } finally {
      db.close();
    }
  } catch (error) {
    await rm(stage, { recursive: true, force: true });
    throw error;
  }
  let previous: string | null = `${target}.before-restore-${stamp()}`;
  await rename(target, previous).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    previous = null;
  });
  await rename(stage, target);
  return { previous };
}

async function main(): Promise<void> {
  const [command, path] = process.argv.slice(2);
  const { DATA_DIR } = readEnv();
  try {
    if (command === 'backup') {
      const archive = path ?? join('backups', `school-backup-${stamp()}.tar.gz`);
      await mkdir(dirname(resolve(archive)), { recursive: true });
      console.log(`Backup written to ${await backup(resolve(DATA_DIR), archive)}`);
    } else if (command === 'restore' && path) {
      const { previous } = await restore(path, DATA_DIR);
      console.log(`Restored ${path} into ${resolve(DATA_DIR)}.${previous ? ` The previous data is kept in ${previous}.` : ''}`);
    } else {
      console.error('Usage: npm run backup [-- file.tar.gz]   |   npm run restore -- file.tar.gz   (stop the server before restoring)');
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`Error: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
