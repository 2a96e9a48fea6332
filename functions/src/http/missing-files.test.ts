import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../entry/embedded/server.js';

// A stale link to an uploaded file (a parent shared a photo later deleted) is the visitor's 404,
// not a server error in the log: over real HTTP against the embedded home, as a browser asks.
describe('files that are not there', () => {
  let dir: string;
  let server: RunningServer;
  // The error handler logs every 5xx with console.error.
  const serverErrors = vi.spyOn(console, 'error');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'school-missing-files-'));
    const webDist = join(dir, 'dist');
    await mkdir(webDist, { recursive: true });
    await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const dataDir = join(dir, 'data');
    // A gallery's folder with one real file, so only the name is missing, and a file outside it to aim at.
    await mkdir(join(dataDir, 'files', 'galleries', 'g1'), { recursive: true });
    await writeFile(join(dataDir, 'files', 'galleries', 'g1', 'there-400.webp'), 'webp');
    await writeFile(join(dataDir, 'package.json'), '{"secret":true}');
    // A document's PDF with a script in it, as the library keeps it (content-hashed name).
    await mkdir(join(dataDir, 'files', 'documents'), { recursive: true });
    await writeFile(join(dataDir, 'files', 'documents', `${'a'.repeat(32)}.pdf`), '%PDF-1.4 /JS (alert(1))');
    server = await startServer({ PORT: 0, HOST: '127.0.0.1', DATA_DIR: dataDir, MAIL_FROM: 'x <x@x.x>', WEB_DIST: webDist }, () => {});
  });
  afterAll(async () => {
    serverErrors.mockRestore();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['a missing photo', '/files/galleries/g1/nothing.webp'],
    ['a missing gallery', '/files/galleries/no-such-gallery/nothing.webp'],
    ['an encoded climb out of the files', '/files/galleries/g1/..%2f..%2fpackage.json'],
  ])('answers 404 for %s, with nothing of what lies outside', async (_, path) => {
    const response = await fetch(server.url + path);
    const body = await response.text();
    expect(response.status, body).toBe(404);
    expect(body).not.toContain('secret');
    expect(JSON.parse(body)).toEqual({ success: false, error: 'Not found' });
  });

  // A path that still climbs once decoded is refused before the disk is asked: a 4xx, not a 500.
  it.each([
    ['backslashes', '/files/galleries/g1/..%5c..%5c..%5cpackage.json'],
    ['twice-encoded slashes', '/files/galleries/g1/..%252f..%252f..%252fpackage.json'],
  ])('answers a climb written with %s without a 500 or what lies outside', async (_, path) => {
    const response = await fetch(server.url + path);
    const body = await response.text();
    expect([400, 403, 404], body).toContain(response.status);
    expect(body).not.toContain('secret');
    expect(JSON.parse(body)).toMatchObject({ success: false });
  });

  it('logs none of them as a server error', () => {
    expect(serverErrors.mock.calls.map(([line]) => String(line))).toEqual([]);
  });

  it('still serves the file that is there', async () => {
    const response = await fetch(`${server.url}/files/galleries/g1/there-400.webp`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('webp');
  });

  it("serves a document's PDF from its address as a script-less sandbox, never sniffed", async () => {
    const response = await fetch(`${server.url}/files/documents/${'a'.repeat(32)}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
