import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerAnswer } from './web-renderer.js';

type Handle = (req: IncomingMessage, res: ServerResponse) => void;

export interface LoopbackApi {
  /** GET /api<path> of this same app, as a visitor without a token would ask it. */
  get(path: string): Promise<ServerAnswer>;
  close(): Promise<void>;
}

/**
 * The app's own API, asked over loopback HTTP from inside the process, so a page is rendered from
 * exactly the answers the browser would get (same routes, same checks, the embedded home's answer
 * memo). A private listener on 127.0.0.1, opened on the first page: Express cannot be called
 * in process without a real request (it swaps the request's prototype, which breaks injected
 * stand-ins), and a Cloud Function instance has no server of its own to call.
 */
export function loopbackApi(app: Handle): LoopbackApi {
  let listening: Promise<{ server: Server; base: string }> | undefined;
  const open = () =>
    (listening ??= new Promise((resolve, reject) => {
      const server = createServer(app);
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        // Never what keeps a process alive: the public server (or the function's runtime) does that.
        server.unref();
        resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
      });
    }));
  return {
    async get(path) {
      try {
        const { base } = await open();
        const response = await fetch(`${base}/api${path}`, { headers: { accept: 'application/json' } });
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          // Kept as text: the page's own checks word an answer that is not JSON.
        }
        return { status: response.status, body };
      } catch {
        return { status: 503, body: { success: false, error: 'The server could not read the data.' } };
      }
    },
    async close() {
      if (!listening) return;
      const { server } = await listening;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      listening = undefined;
    },
  };
}
