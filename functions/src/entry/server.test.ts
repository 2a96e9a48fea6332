import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.js';

describe('standalone server', () => {
  let dir: string;
  let server: RunningServer;
  const lines: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'school-server-'));
    const webDist = join(dir, 'dist');
    await mkdir(join(webDist, 'assets'), { recursive: true });
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>School</title><div id="root">prerendered home</div>');
    await writeFile(join(webDist, 'spa.html'), '<!doctype html><title>School</title><div id="root"></div>');
    await mkdir(join(webDist, 'about', 'story'), { recursive: true });
    await writeFile(join(webDist, 'about', 'story', 'index.html'), '<!doctype html><div id="root">prerendered story</div>');
    await writeFile(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    server = await startServer(
      { PORT: 0, HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), MAIL_FROM: 'x <x@x.x>', WEB_DIST: webDist },
      (l) => lines.push(l),
    );
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves prerendered pages where they exist and the app shell elsewhere, so the app can show Not Found', async () => {
    const cases: Array<[string, string]> = [
      ['/', 'prerendered home'],
      ['/about/story', 'prerendered story'],
      ['/about/story/', 'prerendered story'],
      ['/no/such/page', '<div id="root"></div>'],
      ['/about/../etc/passwd', '<div id="root"></div>'],
    ];
    for (const [path, marker] of cases) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(marker);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const path of ['/', '/api/nope']) {
      const response = await fetch(server.url + path);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
    }
  });

  it('caches hashed assets for a year and answers unknown API paths with JSON', async () => {
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const api = await fetch(`${server.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ success: false, error: 'No API route for GET /api/nope' });
  });

  it('says where it runs and how to create the first administrator', () => {
    expect(lines[0]).toBe(`School website running at ${server.url}  (data in ${join(dir, 'data')})`);
    expect(lines.join('\n')).toContain('npm run admin -- create --email');
  });

  it('names the setting when the port is taken', async () => {
    const port = Number(new URL(server.url).port);
    await expect(
      startServer(
        { PORT: port, HOST: '127.0.0.1', DATA_DIR: join(dir, 'data2'), MAIL_FROM: 'x <x@x.x>', WEB_DIST: join(dir, 'dist') },
        () => {},
      ),
    ).rejects.toThrow(`PORT ${port} is already in use`);
  });
});

describe('security headers', () => {
  it('match between the standalone server and firebase.json, and forbid inline scripts and framing', async () => {
    const { readFile } = await import('node:fs/promises');
    const { CONTENT_SECURITY_POLICY } = await import('../http/middleware/security-headers.js');
    const expected = Object.entries(CONTENT_SECURITY_POLICY)
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join(';');
    const firebase = JSON.parse(await readFile(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
    };
    const hosting = firebase.hosting.headers.find((h) => h.source === '**')?.headers ?? [];
    expect(hosting.find((h) => h.key === 'Content-Security-Policy')?.value).toBe(expected);
    expect(expected).toContain("script-src 'self';");
    expect(expected).toContain("frame-ancestors 'none'");
  });
});

describe('transfer', () => {
  it('compresses what it sends and answers 304 to a revalidation of an unchanged public answer', async () => {
    const { mkdtemp: tmp, writeFile: write, mkdir: mk, rm: remove } = await import('node:fs/promises');
    const dir = await tmp(join(tmpdir(), 'school-transfer-'));
    await mk(join(dir, 'dist'));
    await write(join(dir, 'dist', 'index.html'), `<!doctype html><div id="root">${'school '.repeat(500)}</div>`);
    const running = await startServer(
      { PORT: 0, HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), MAIL_FROM: 'x <x@x.x>', WEB_DIST: join(dir, 'dist') },
      () => {},
    );
    try {
      const page = await fetch(`${running.url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.headers.get('content-encoding')).toMatch(/br|gzip/);
      const first = await fetch(`${running.url}/api/admission/link`);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      // node:http, not fetch: fetch marks conditional requests no-cache, as a browser's reload would.
      const { get } = await import('node:http');
      const status = await new Promise<number | undefined>((resolve) => {
        get(`${running.url}/api/admission/link`, { headers: { 'if-none-match': etag ?? '' } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        });
      });
      expect(status).toBe(304);
    } finally {
      await running.close();
      await remove(dir, { recursive: true, force: true });
    }
  });
});
