import { createServer } from 'node:net';

/** A port that was free on loopback a moment ago; tests start their own servers on it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `preferred` when nothing listens there (a maintainer's usual port), else any free port. */
export function portOr(preferred: number): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(freePort()));
    server.listen(preferred, '127.0.0.1', () => server.close(() => resolve(preferred)));
  });
}
