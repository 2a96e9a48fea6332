import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAssets } from './built-assets.js';

// The built scripts as the standalone server sends them: the build's own brotli or gzip file when
// the browser takes it, with compression() in front as in http/app.ts, over real HTTP.

const SCRIPT = `console.log(${JSON.stringify('a script long enough to be worth compressing '.repeat(50))});`;
// What the build's compressed files hold: marked, so an answer compressed on the fly (compression()
// would give brotli and gzip too) cannot pass for one of them.
const BUILT = `${SCRIPT}\n// compressed by the build`;
let dir = '';
let server: Server;
let origin = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'built-assets-'));
  await writeFile(join(dir, 'app-abc123.js'), SCRIPT);
  await writeFile(join(dir, 'app-abc123.js.br'), brotliCompressSync(BUILT));
  await writeFile(join(dir, 'app-abc123.js.gz'), gzipSync(BUILT));
  await writeFile(join(dir, 'small-abc123.js'), 'export {};');
  const app = express();
  app.use(compression());
  const immutable = { immutable: true, maxAge: 365 * 24 * 60 * 60 * 1000, index: false, dotfiles: 'deny', fallthrough: false } as const;
  app.use('/assets', builtAssets(dir, immutable));
  app.use((error: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(error.status ?? 500).json({ success: false, error: error.status === 404 ? 'Not found' : 'Bad request' });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** One GET with the given Accept-Encoding, the body left as it came (fetch would decode it). */
function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('built assets', () => {
  it('sends the brotli file to a browser that takes brotli, as JavaScript that is kept a year', async () => {
    const answer = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(BUILT);
  });

  it('sends the gzip file to a client that takes only gzip, and the script itself to one that takes neither', async () => {
    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect([gzip.headers['content-encoding'], gunzipSync(gzip.body).toString()]).toEqual(['gzip', BUILT]);
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/app-abc123.js', acceptEncoding);
      expect([plain.status, plain.headers['content-encoding'], plain.body.toString()], String(acceptEncoding)).toEqual([
        200,
        undefined,
        SCRIPT,
      ]);
    }
  });

  it('leaves a script the build did not compress to compression(), and answers a missing or undecodable path in the API’s shape', async () => {
    const small = await get('/assets/small-abc123.js', 'br');
    expect([small.status, small.body.toString()]).toEqual([200, 'export {};']);
    for (const [path, status] of [
      ['/assets/app-old999.js', 404],
      ['/assets/%E0%A4%A', 400],
    ] as const) {
      const answer = await get(path, 'br');
      expect([answer.status, JSON.parse(answer.body.toString())], path).toEqual([
        status,
        { success: false, error: status === 404 ? 'Not found' : 'Bad request' },
      ]);
    }
  });
});
