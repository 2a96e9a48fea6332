import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CRC32C } from '@google-cloud/storage';

interface StoredObject {
  data: Buffer;
  contentType: string;
  cacheControl?: string;
}

/**
 * No npm package fakes Cloud Storage's server and the official emulator needs Java 21, so this is
 * a small fake of the JSON API calls firebase-admin makes (multipart upload, media download,
 * delete) plus Firebase's public download URL. It is test tooling only: say so where it is used.
 */
export async function startFakeGcs(port = 0): Promise<{ host: string; objects: Map<string, StoredObject>; stop: () => Promise<void> }> {
  const objects = new Map<string, StoredObject>();
  const server = createServer((req, res) => {
    handle(objects, req, res).catch((error: unknown) => send(res, 500, { error: { code: 500, message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(objects: Map<string, StoredObject>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://fake');
  if (process.env.FAKE_GCS_DEBUG) console.log('fake-gcs', req.method, req.url);
  const body = await readBody(req);
  const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
  if (upload && req.method === 'POST') {
    const { metadata, data } = parseMultipart(req.headers['content-type'] ?? '', body);
    const name = url.searchParams.get('name') ?? String(metadata.name);
    const object = {
      data,
      contentType: (metadata.contentType as string | undefined) ?? 'application/octet-stream',
      cacheControl: metadata.cacheControl as string | undefined,
    };
    objects.set(`${upload[1]}/${name}`, object);
    return send(res, 200, resource(upload[1] ?? '', name, object));
  }
  // JSON API (/b/B/o/NAME with the emulator host, /storage/v1/b/... otherwise) and Firebase's download URL (/v0/b/B/o/NAME?alt=media).
  const item = /^(?:\/download)?(?:\/storage\/v1|\/v0)?\/b\/([^/]+)\/o\/(.+)$/.exec(url.pathname);
  if (!item) return send(res, 404, { error: { code: 404, message: `fake-gcs: no route ${req.method} ${url.pathname}` } });
  const key = `${item[1]}/${decodeURIComponent(item[2] ?? '')}`;
  const object = objects.get(key);
  if (!object) return send(res, 404, { error: { code: 404, message: 'No such object' } });
  if (req.method === 'DELETE') {
    objects.delete(key);
    res.writeHead(204).end();
    return;
  }
  if (url.searchParams.get('alt') === 'media') {
    res.writeHead(200, {
      'content-type': object.contentType,
      'content-length': object.data.length,
      'x-goog-hash': `crc32c=${crc32c(object.data)},md5=${md5(object.data)}`,
      ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
    });
    res.end(object.data);
    return;
  }
  return send(res, 200, resource(item[1] ?? '', decodeURIComponent(item[2] ?? ''), object));
}

function resource(bucket: string, name: string, object: StoredObject): Record<string, unknown> {
  return {
    kind: 'storage#object',
    bucket,
    name,
    size: String(object.data.length),
    contentType: object.contentType,
    cacheControl: object.cacheControl,
    crc32c: crc32c(object.data),
    md5Hash: md5(object.data),
  };
}

const crc32c = (data: Buffer): string => {
  const c = new CRC32C();
  c.update(data);
  return c.toString();
};
const md5 = (data: Buffer): string => createHash('md5').update(data).digest('base64');

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** multipart/related as the client library sends it: a JSON metadata part, then the bytes. */
function parseMultipart(contentType: string, body: Buffer): { metadata: Record<string, unknown>; data: Buffer } {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) throw new Error('fake-gcs: multipart upload without boundary');
  const parts: Buffer[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    parts.push(part.subarray(headerEnd + 4, part.length - 2));
    start = next;
  }
  const [meta, data] = parts;
  return { metadata: JSON.parse(meta?.toString('utf8') ?? '{}') as Record<string, unknown>, data: data ?? Buffer.alloc(0) };
}
