import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { mountWebHosting } from '../../http/web-hosting.js';
import { fileStoreContract } from '../../ports/file-store.contract.js';
import { DiskFileStore } from './disk-file-store.js';

// Public URLs are checked through the same /files hosting the standalone server uses.
fileStoreContract('DiskFileStore (files on disk, served by the standalone server)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'school-files-'));
  const filesDir = join(dir, 'files');
  const app = express();
  const webDist = join(dir, 'dist');
  await import('node:fs/promises').then((fs) => fs.mkdir(webDist).then(() => fs.writeFile(join(webDist, 'index.html'), '')));
  // No pages are asked for here: a reader of nothing stands in for the API's reads.
  const readNothing = () => Promise.resolve({ status: 404, body: null, changesAt: null });
  mountWebHosting(app, readNothing, { webDist, ssrDir: join(dir, 'dist-ssr'), filesDir, siteUrl: 'http://127.0.0.1' });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    files: new DiskFileStore(filesDir, '/files'),
    fetchPublic: (url) => fetch(base + url),
    dispose: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
});
