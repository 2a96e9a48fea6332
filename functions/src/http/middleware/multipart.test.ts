import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.js';
import { readMultipart } from './multipart.js';

describe('readMultipart over HTTP', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const app = express();
    app.post('/upload', async (req, res) => {
      const { fields, files } = await readMultipart(req, { fileFields: ['images'], maxFiles: 3 });
      res.json({ fields, files: files.map((f) => ({ field: f.field, filename: f.filename, size: f.data.length })) });
    });
    app.use(errorHandler({ error: () => {} }));
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/upload`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const form = (count: number, field = 'images') => {
    const body = new FormData();
    body.set('title', 'Annual Day – ਸਾਲਾਨਾ ਦਿਵਸ');
    for (let i = 0; i < count; i++) body.append(field, new Blob([Buffer.alloc(10 + i)]), `../../photo ${i}.jpg`);
    return body;
  };

  it('reads fields (UTF-8) and repeated files, keeping only the base of a file name', async () => {
    const response = await fetch(url, { method: 'POST', body: form(2) });
    expect(await response.json()).toEqual({
      fields: { title: 'Annual Day – ਸਾਲਾਨਾ ਦਿਵਸ' },
      files: [
        { field: 'images', filename: 'photo 0.jpg', size: 10 },
        { field: 'images', filename: 'photo 1.jpg', size: 11 },
      ],
    });
  });

  it('answers JSON 4xx for too many files, an unexpected field, and a body that is not multipart', async () => {
    const tooMany = await fetch(url, { method: 'POST', body: form(4) });
    expect([tooMany.status, await tooMany.json()]).toEqual([413, { success: false, error: 'Upload at most 3 files at a time.' }]);
    const wrongField = await fetch(url, { method: 'POST', body: form(1, 'script') });
    expect(wrongField.status).toBe(400);
    const json = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect([json.status, await json.json()]).toEqual([400, { success: false, error: 'Expected a multipart/form-data upload.' }]);
    const broken = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nnonsense',
    });
    expect(broken.status).toBe(400);
  });
});
