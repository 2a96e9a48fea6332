import { Agent, request } from 'node:http';

export interface Answer {
  /** 0 when no answer came (connection refused or reset: the server died). */
  status: number;
  body: unknown;
  error?: string;
}

export interface CallOptions {
  body?: unknown;
  form?: FormData;
  token?: string;
  /**
   * The client's own loopback address (127.x.y.z). Many visitors come from many addresses; the
   * server's per-IP limits are kept as they are and see as many clients as a real school day.
   */
  from?: string;
}

/**
 * Keep-alive connections, one pool per client address, like browsers reusing theirs. `timeout`
 * (as on Node's global agent) lets the agent honour the server's `Keep-Alive: timeout=5` hint and
 * drop an idle connection a second before the server would; without it idle ones are kept forever.
 */
const agents = new Map<string, Agent>();
function agentFor(from: string): Agent {
  let agent = agents.get(from);
  if (!agent) agents.set(from, (agent = new Agent({ keepAlive: true, maxSockets: 64, localAddress: from, timeout: 5000 })));
  return agent;
}

export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/** Calls that went out again after a kept-alive connection closed under them (see call). */
export const retries = { count: 0 };

/**
 * One HTTP call with node:http (fetch cannot choose the client address); JSON or multipart in, JSON
 * out. A request sent on a kept-alive connection that the server closed at that very moment (its
 * idle timeout) is sent again once on a new connection, as browsers do and Node's docs advise
 * (`request.reusedSocket`). The server never saw it, so this hides no error; were that wrong, the
 * load check would find the write stored twice.
 */
export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const encoded = await encode(options);
  const answer = await send(base, method, path, options, encoded);
  if (answer !== 'reused-socket-closed') return answer;
  retries.count++;
  const again = await send(base, method, path, options, encoded);
  return again === 'reused-socket-closed' ? { status: 0, body: null, error: 'connection closed twice' } : again;
}

function send(
  base: string,
  method: string,
  path: string,
  options: CallOptions,
  { body, headers }: { body?: Buffer; headers: Record<string, string> },
): Promise<Answer | 'reused-socket-closed'> {
  const from = options.from ?? '127.0.0.1';
  return new Promise((resolve) => {
    const req = request(
      `${base}/api${path}`,
      { method, agent: agentFor(from), headers: { ...headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => resolve({ status: 0, body: null, error: error.message }));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // kept as text for the error report
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(req.reusedSocket && error.code === 'ECONNRESET' ? 'reused-socket-closed' : { status: 0, body: null, error: error.message }),
    );
    req.end(body);
  });
}

async function encode({ body, form }: CallOptions): Promise<{ body?: Buffer; headers: Record<string, string> }> {
  if (form) {
    // Let the platform write the multipart body and boundary exactly as a browser's FormData would.
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const bytes = Buffer.from(await encoded.arrayBuffer());
    return { body: bytes, headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': String(bytes.length) } };
  }
  if (body === undefined) return { headers: {} };
  const bytes = Buffer.from(JSON.stringify(body));
  return { body: bytes, headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) } };
}

/** Runs `tasks` with at most `limit` in flight. */
export async function inParallel<T>(count: number, limit: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}
