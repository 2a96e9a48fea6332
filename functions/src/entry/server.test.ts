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
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>School</title><div id="root"></div>');
    await writeFile(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    server = await startServer({ PORT: 0, HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), MAIL_FROM: 'x <x@x.x>', WEB_DIST: webDist }, (l) => lines.push(l));
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the web app for every page path, so the app can show the page or Not Found', async () => {
    for (const path of ['/', '/about/story', '/no/such/page']) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
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
    await expect(startServer({ PORT: port, HOST: '127.0.0.1', DATA_DIR: join(dir, 'data2'), MAIL_FROM: 'x <x@x.x>', WEB_DIST: join(dir, 'dist') }, () => {})).rejects.toThrow(
      `PORT ${port} is already in use`,
    );
  });
});
