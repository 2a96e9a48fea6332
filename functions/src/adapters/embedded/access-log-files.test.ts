import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../entry/embedded/server.js';
import type { AccessLine } from '../../http/middleware/access-log.js';
import { accessLogFileName, openAccessLogFiles } from './access-log-files.js';

const DAY = 24 * 60 * 60 * 1000;
const dayName = (time: number) => accessLogFileName(new Date(time));

/** Waits for `check` (the library writes and rotates on its own time), with real timers only. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('waited 5 s in vain');
}
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe("the embedded home's access log files (DATA_DIR/logs)", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'school-access-log-'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await rm(dir, { recursive: true, force: true });
  });

  it("the server writes each request's line to today's file and to its output, nothing else, and deletes files over a year old", async () => {
    const logs = join(dir, 'data', 'logs');
    await mkdir(logs, { recursive: true });
    // Files an earlier run left, some over a year old, and one that is not the log's.
    const now = Date.now();
    const planted = {
      old: dayName(now - 366 * DAY),
      older: dayName(now - 800 * DAY),
      year: dayName(now - 365 * DAY),
      month: dayName(now - 30 * DAY),
    };
    for (const name of Object.values(planted)) {
      await writeFile(join(logs, name), '{"planted":true}\n');
      // Their times as the old days': the age is read from the name, not from when the file was touched.
      const day = new Date(Date.parse(name.slice(7, 17)));
      await utimes(join(logs, name), day, day);
    }
    await writeFile(join(logs, 'notes.txt'), 'kept');

    const output: string[] = [];
    const server = await startServer(
      { PORT: 0, HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), MAIL_FROM: 'x <x@x.x>', WEB_DIST: join(dir, 'no-web') },
      (line) => output.push(line),
    );
    const password = 'not the password 12345';
    try {
      expect((await fetch(`${server.url}/api/news?token=secret-in-the-query`)).status).toBe(200);
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@school.example', password }),
      });
      expect(login.status).toBe(401);
      expect((await fetch(`${server.url}/api/no-such-thing`)).status).toBe(404);
    } finally {
      await server.close();
    }

    const today = join(logs, dayName(Date.now()));
    const lines = (await readFile(today, 'utf8')).split('\n');
    expect(lines.pop()).toBe('');
    const written = lines.map((line) => JSON.parse(line) as AccessLine);
    expect(written.map((l) => [l.httpRequest.requestMethod, l.httpRequest.requestUrl, l.httpRequest.status])).toEqual([
      ['GET', '/api/news', 200],
      ['POST', '/api/auth/login', 401],
      ['GET', '/api/no-such-thing', 404],
    ]);
    for (const line of written)
      expect(line).toMatchObject({ severity: 'INFO', httpRequest: { remoteIp: expect.stringMatching(/127\.0\.0\.1$/) } });
    // Echoed to the output as before; the start-up lines are the output's only.
    expect(output.filter((line) => line.startsWith('{'))).toEqual(lines);
    expect(output.some((line) => line.startsWith('School website running at'))).toBe(true);
    const file = await readFile(today, 'utf8');
    for (const secret of [password, 'nobody@school.example', 'secret-in-the-query', 'School website']) expect(file).not.toContain(secret);
    // Client addresses are personal data: the owner alone reads them.
    expect((await stat(today)).mode & 0o777).toBe(0o600);

    expect((await readdir(logs)).sort()).toEqual([planted.month, planted.year, dayName(Date.now()), 'notes.txt'].sort());
  });

  it('starts a new file at midnight UTC and then deletes the day that became more than a year old', async () => {
    // The library reads the system clock: Date alone is faked, its timer runs for real (200 ms).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T23:59:59.800Z') });
    await writeFile(join(dir, 'access-2025-11-29.log'), 'a year ago today\n');
    await writeFile(join(dir, 'access-2025-11-30.log'), 'a year ago tomorrow\n');
    const errors: unknown[] = [];
    const files = await openAccessLogFiles({ dir, onError: (error) => errors.push(error) });
    try {
      files.write('{"n":1}');
      const first = join(dir, 'access-2026-11-29.log');
      await until(async () => (await exists(first)) && (await readFile(first, 'utf8')) === '{"n":1}\n');
      // Exactly a year old, kept.
      expect(await exists(join(dir, 'access-2025-11-29.log'))).toBe(true);

      vi.setSystemTime(new Date('2026-11-30T00:00:00.050Z'));
      await until(async () => !(await exists(join(dir, 'access-2025-11-29.log'))));
      files.write('{"n":2}');
      await until(async () => (await readFile(join(dir, 'access-2026-11-30.log'), 'utf8').catch(() => '')) === '{"n":2}\n');
    } finally {
      await files.close();
    }
    expect(await readFile(join(dir, 'access-2026-11-29.log'), 'utf8')).toBe('{"n":1}\n');
    expect((await readdir(dir)).sort()).toEqual(['access-2025-11-30.log', 'access-2026-11-29.log', 'access-2026-11-30.log']);
    expect(errors).toEqual([]);
  });

  it('appends to the day\u2019s file after a restart the same day', async () => {
    for (const n of [1, 2]) {
      const files = await openAccessLogFiles({ dir, onError: (error) => expect.fail(String(error)) });
      files.write(`{"n":${n}}`);
      await files.close();
    }
    expect(await readFile(join(dir, dayName(Date.now())), 'utf8')).toBe('{"n":1}\n{"n":2}\n');
  });
});
