import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createStream } from 'rotating-file-stream';

/**
 * How long the embedded home keeps its access log: a year (DPDP Rules 2025, rule 6: logs kept one
 * year) and no longer. A file is named by its day and goes once that day is more than this many
 * days before today, so every line is kept at least a year and at most a day more.
 */
export const ACCESS_LOG_KEEP_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;
const FILE_NAME = /^access-(\d{4}-\d{2}-\d{2})\.log$/;

/**
 * The file of a day, by the day in UTC: the day its lines' `time` fields start with (they are
 * ISO instants in UTC), and the boundary rotating-file-stream can rotate at (`intervalUTC`).
 */
export function accessLogFileName(time: Date): string {
  return `access-${time.toISOString().slice(0, 10)}.log`;
}

export interface AccessLogFiles {
  /** Appends one line (the access log's JSON, without its newline) to today's file. */
  write(line: string): void;
  /** Writes what is buffered and closes the file. */
  close(): Promise<void>;
}

export interface AccessLogFilesOptions {
  /** DATA_DIR/logs; made when missing. */
  dir: string;
  /** A failure to write or delete a file: the site keeps answering, the log line still goes to the output. */
  onError: (error: unknown) => void;
}

/**
 * The embedded home's access log on disk: one file per day under DATA_DIR/logs, opened and rotated
 * at midnight UTC by rotating-file-stream, with the files older than a year deleted when it opens
 * and at each rotation. The library's own limit (`maxFiles`) counts the files of its history, so
 * after weeks with the server stopped it would keep files older than a year; the age is read from
 * the names here instead, which also covers files an earlier run or a restore left.
 */
export async function openAccessLogFiles({ dir, onError }: AccessLogFilesOptions): Promise<AccessLogFiles> {
  // Client addresses are personal data: only this user reads them.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // By the system clock, as rotating-file-stream reads it for the files' days.
  const prune = () => deleteOldAccessLogs(dir, new Date()).catch(onError);
  await prune();
  // The library also asks for the name "before rotation" (time null, despite its types), which an
  // immutable stream never writes: today's name serves.
  const name = (time: number | Date | null) => accessLogFileName(time === null ? new Date() : new Date(time));
  const stream = createStream(name, {
    path: dir,
    interval: '1d',
    intervalBoundary: true,
    intervalUTC: true,
    // Each day's file is written under its own name from the start (no renaming at midnight), and a
    // restart the same day appends to it.
    immutable: true,
    mode: 0o600,
  });
  stream.on('rotated', () => void prune());
  stream.on('warning', onError);
  // After an error the library closes the stream for good; the output still has every line.
  stream.on('error', onError);
  return {
    write: (line) => {
      if (!stream.destroyed && !stream.writableEnded) stream.write(`${line}\n`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (stream.destroyed || stream.writableEnded) return resolve();
        stream.end(() => resolve());
      }),
  };
}

/** Deletes the access-log files of days more than ACCESS_LOG_KEEP_DAYS before `now`'s; returns their names. */
export async function deleteOldAccessLogs(dir: string, now: Date): Promise<string[]> {
  const today = Date.parse(now.toISOString().slice(0, 10));
  const oldest = today - ACCESS_LOG_KEEP_DAYS * DAY_MS;
  const deleted: string[] = [];
  for (const name of await readdir(dir)) {
    const day = FILE_NAME.exec(name)?.[1];
    // Not before the oldest day kept (NaN, a name that is no date, is not): kept.
    if (day === undefined || !(Date.parse(day) < oldest)) continue;
    await rm(join(dir, name), { force: true });
    deleted.push(name);
  }
  return deleted;
}
