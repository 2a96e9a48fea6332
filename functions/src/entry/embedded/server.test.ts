import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { defaultWebDist, startServer, type RunningServer } from './server.js';

/**
 * A stand-in for the web app's server build (web/dist-ssr), so these tests of the server need no
 * web build; the real renderer is tested in the browser tests and in pages/public-pages.test.ts.
 */
async function writeFakeRenderer(ssrDir: string, template = '<!doctype html><title>School</title><div id="root"></div>') {
  await mkdir(ssrDir, { recursive: true });
  await writeFile(join(ssrDir, 'template.html'), template);
  await writeFile(
    join(ssrDir, 'entry-server.js'),
    `export const fixedPaths = ['/', '/about/story'];
export const pageCalls = (path) => (path === '/news' ? ['/events'] : []);
export async function renderPage(url, data, template, origin) {
  const path = url.split('?')[0].replace(/\\/+$/, '') || '/';
  const known = [...fixedPaths, '/news'].includes(path);
  const body = known ? 'rendered ' + path + ' at ' + origin + ' ' + JSON.stringify(data) : 'not found';
  return { status: known ? 200 : 404, html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>') };
}
`,
  );
}

describe('standalone server', () => {
  let dir: string;
  let server: RunningServer;
  const lines: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'school-server-'));
    const webDist = join(dir, 'dist');
    await mkdir(join(webDist, 'assets'), { recursive: true });
    await writeFile(join(webDist, 'spa.html'), '<!doctype html><title>School</title><div id="root"></div>');
    await writeFile(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(join(webDist, 'sw.js'), 'self.skipWaiting()');
    await writeFakeRenderer(join(dir, 'dist-ssr'));
    server = await startServer(
      { PORT: 0, HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), MAIL_FROM: 'x <x@x.x>', WEB_DIST: webDist },
      (l) => lines.push(l),
    );
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders public pages per request, with the data they need, and Not Found with status 404', async () => {
    const cases: Array<[string, number, string]> = [
      ['/', 200, 'rendered / at http://127.0.0.1'],
      ['/about/story', 200, 'rendered /about/story'],
      ['/about/story/', 200, 'rendered /about/story'],
      ['/no/such/page', 404, 'not found'],
      ['/about/../etc/passwd', 404, 'not found'],
    ];
    for (const [path, status, marker] of cases) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(await response.text(), path).toContain(marker);
    }
    const news = await fetch(`${server.url}/news`);
    expect(news.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    // The answer of GET /api/events, asked in process and handed to the renderer.
    expect(await news.text()).toContain('{"/events":{"status":200,"body":{"success":true,"count":0,"data":[]}}}');
  });

  it('sends the back office its shell, and answers a missing script or file with 404, never a page', async () => {
    const admin = await fetch(`${server.url}/admin/login`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('<div id="root"></div>');
    for (const path of ['/assets/app-old999.js', '/files/galleries/x/nothing.webp', '/files/galleries/x/..%2f..%2fpackage.json']) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).not.toContain('text/html');
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
    // The service worker is asked again at every check for a new version (firebase.json says the same).
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const api = await fetch(`${server.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ success: false, error: 'No API route for GET /api/nope' });
  });

  it('serves the web build of this repository when WEB_DIST is not set, as npm start does', () => {
    // A path one folder off (a move of this file) served no page and no back office at all.
    expect(existsSync(join(defaultWebDist, '..', 'vite.config.ts'))).toBe(true);
    expect(existsSync(join(defaultWebDist, 'spa.html'))).toBe(true);
  });

  it('says where it runs and how to create the first administrator', () => {
    expect(lines[0]).toBe(`School website running at ${server.url}  (data in ${join(dir, 'data')})`);
    expect(lines.join('\n')).toContain('npm run admin -- create --email');
  });

  it('keeps an idle connection open for the next request, past the 5 s after which Node closed it', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
        const req = request(`${server.url}/api/nope`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
    expect((await get()).reused).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await get()).toEqual({ status: 404, reused: true });
    agent.destroy();
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
  it("match between the standalone server and firebase.json, and forbid framing and every inline script but the font flag and the worker's registration", async () => {
    const { readFile } = await import('node:fs/promises');
    const { CONTENT_SECURITY_POLICY } = await import('../../http/middleware/security-headers.js');
    const { SCRIPT_FONT_FLAG_SCRIPT } = await import('@school/shared/i18n/script-font-flag');
    const { SERVICE_WORKER_REGISTRATION_SCRIPT } = await import('@school/shared/web-app');
    const { createHash } = await import('node:crypto');
    const expected = Object.entries(CONTENT_SECURITY_POLICY)
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join(';');
    const firebase = JSON.parse(await readFile(new URL('../../../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
    };
    const hosting = firebase.hosting.headers.find((h) => h.source === '**')?.headers ?? [];
    expect(hosting.find((h) => h.key === 'Content-Security-Policy')?.value).toBe(expected);
    // The flag's hash, computed here from its text as a browser does: a changed script must change both policies.
    const flagHash = createHash('sha256').update(SCRIPT_FONT_FLAG_SCRIPT).digest('base64');
    const registrationHash = createHash('sha256').update(SERVICE_WORKER_REGISTRATION_SCRIPT).digest('base64');
    expect(expected).toContain(`script-src 'self' 'sha256-${flagHash}' 'sha256-${registrationHash}';`);
    expect(expected).toContain("frame-ancestors 'none'");
    expect(expected).toContain('frame-src https://www.openstreetmap.org;');
    // The service worker and the web app manifest (issue 39, item 4): our own origin only.
    expect(expected).toContain(";worker-src 'self';manifest-src 'self';");
    // The worker's script is never kept by a cache for long: a new version is found at the next check.
    const worker = firebase.hosting.headers.find((h) => h.source === '/sw.js')?.headers ?? [];
    expect(worker).toEqual([{ key: 'Cache-Control', value: 'no-cache' }]);
  });
});

describe('transfer', () => {
  it('compresses what it sends and answers 304 to a revalidation of an unchanged public answer', async () => {
    const { mkdtemp: tmp, mkdir: mk, rm: remove } = await import('node:fs/promises');
    const dir = await tmp(join(tmpdir(), 'school-transfer-'));
    await mk(join(dir, 'dist'));
    await writeFakeRenderer(join(dir, 'dist-ssr'), `<!doctype html><div id="root"></div>${'school '.repeat(500)}`);
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
