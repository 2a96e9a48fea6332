import { request } from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent exactly as given (no URL normalising): `.` segments and odd escapes reach the server. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  token?: string;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: unknown;
}

/**
 * One HTTP request through node:http rather than fetch: fetch's URL parser resolves `.`/`%2e`
 * segments and refuses some bytes, and these tests need to send precisely what an attacker would.
 */
export function send(baseUrl: string, req: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const body = typeof req.body === 'string' ? Buffer.from(req.body) : req.body;
  const headers: Record<string, string> = { ...req.headers };
  if (req.token !== undefined) headers.authorization = `Bearer ${req.token}`;
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, method: req.method, path: req.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const contentType = res.headers['content-type'] ?? '';
        let json: unknown;
        if (contentType.startsWith('application/json')) {
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
        }
        resolve({ status: res.statusCode ?? 0, contentType, text, json });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export interface Part {
  name: string;
  /** Present for a file part; written into the header byte for byte (quotes and newlines are the caller's problem). */
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built by hand, so file names and types are exactly what the test says. */
export function multipart(parts: Part[], boundary = `----hardening${Math.random().toString(16).slice(2)}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type =
      part.filename === undefined && part.type === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Is this the API's error shape: `{ success: false, error: <non-empty text> }`? */
export function isJsonError(answer: RawAnswer): boolean {
  const body = answer.json as { success?: unknown; error?: unknown } | undefined;
  return body?.success === false && typeof body.error === 'string' && body.error.trim() !== '';
}
