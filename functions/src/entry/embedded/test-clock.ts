import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { systemClock, type Clock } from '../../ports/clock.js';

/** Where a browser test moves the server's clock: POST {"advanceMs": 120000}. */
export const TEST_CLOCK_PATH = '/__test__/clock';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * For browser tests only (web/e2e/scheduled-publishing.spec.ts): the embedded server's clock, moved
 * ahead over HTTP so a test can see what happens at a later instant (an item scheduled two minutes
 * ahead appearing on /news) without waiting. On only when the e2e server process sets
 * TEST_CLOCK_CONTROL=1, and then only on a loopback HOST: `npm start` never sets it, the Cloud
 * Function has no such setting, and a server open to the network refuses to start with it.
 *
 * It answers before the app, so a clock move is not a write: the answer memo must forget its
 * remembered pages on its own at the publish time, which is what the tests check.
 */
export function testClockControl(host: string): { clock: Clock; wrap(app: RequestListener): RequestListener } {
  if (!LOOPBACK_HOSTS.has(host)) {
    throw new Error('TEST_CLOCK_CONTROL is for browser tests on this machine only: it needs HOST=127.0.0.1.');
  }
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(systemClock.now().getTime() + offsetMs) };
  const move = (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      let advanceMs: unknown;
      try {
        advanceMs = (JSON.parse(body) as { advanceMs?: unknown }).advanceMs;
      } catch {
        advanceMs = undefined;
      }
      const step = typeof advanceMs === 'number' && Number.isFinite(advanceMs) && advanceMs >= 0 ? advanceMs : null;
      const ok = req.method === 'POST' && step !== null;
      if (ok) offsetMs += step;
      res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(ok ? { now: clock.now().toISOString() } : { error: 'POST {"advanceMs": <milliseconds, 0 or more>}' }));
    });
  };
  return {
    clock,
    wrap: (app) => (req, res) => (req.url === TEST_CLOCK_PATH ? move(req, res) : app(req, res)),
  };
}
