import { request } from 'node:http';

/**
 * A JSON call to the test API sent from another loopback address (127.0.0.2, 127.0.0.3 ...: all of
 * 127/8 is loopback on Linux), so the server's req.ip really differs, with no header to trust:
 * how tests play "another device" or "a stranger elsewhere". fetch cannot choose its local address.
 */
export function callFrom(
  url: string,
  localAddress: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any; headers: Record<string, string | string[] | undefined> }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api${path}`,
      {
        method,
        localAddress,
        agent: false,
        headers: payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // keep text: the assertion will show what came back
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
