import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { answerMemo, type AnswerMemoOptions } from './answer-memo.js';

// The memo's limits, on a bare Express app: which URLs are still repeated from memory after more
// (or larger) answers than it may keep. A repeat never reaches the route, so the route counts misses.

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(options: Omit<AnswerMemoOptions, 'clock'>) {
  const memo = answerMemo({ clock: { now: () => new Date('2026-11-25T08:00:00Z') }, ...options });
  const misses: string[] = [];
  const app = express();
  app.use(memo.keep);
  app.get('/:name', (req, res) => {
    misses.push(req.params.name);
    res.set('Cache-Control', 'public, max-age=60').send('x'.repeat(Number(req.query.size ?? 10)));
  });
  server = createServer((req, res) => {
    if (!memo.repeat(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
  return { misses, get };
}

describe('answer memo bounds', () => {
  it('keeps at most maxEntries URLs, dropping the least recently used', async () => {
    const { misses, get } = await start({ maxEntries: 2 });
    for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) await get(path);
    // /a was used again before /c came, so /b went; /b is then asked afresh.
    expect(misses).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps no more bytes than maxTotalBytes, and no answer over maxBytes', async () => {
    const { misses, get } = await start({ maxBytes: 20_000, maxTotalBytes: 50_000 });
    // Each 10 kB answer counts as about 22 kB (room for its compressed copies): two fit, a third pushes out the oldest.
    for (const name of ['a', 'b', 'b', 'c', 'c', 'b', 'a']) await get(`/${name}?size=10000`);
    expect(misses).toEqual(['a', 'b', 'c', 'a']);
    // Over maxBytes: never kept, however often it is asked for.
    for (let i = 0; i < 2; i++) await get('/big?size=30000');
    expect(misses.slice(4)).toEqual(['big', 'big']);
  });
});
