import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { IdentityUser } from '../../ports/identity.js';

/**
 * One line of the access log: JSON on one line, so Cloud Logging takes it as a structured entry
 * (its `severity`, `time` and `httpRequest` fields are the ones it knows: see
 * https://cloud.google.com/logging/docs/structured-logging and the LogEntry HttpRequest reference),
 * and the embedded server's log stays easy to grep or feed to jq.
 */
export interface AccessLine {
  severity: 'INFO';
  time: string;
  httpRequest: {
    requestMethod: string;
    /** The path only: a query string may carry a token or an e-mail address. */
    requestUrl: string;
    status: number;
    /** Cloud Logging's duration format: seconds with an "s". */
    latency: string;
    remoteIp: string;
  };
  /** Milliseconds, for people reading the embedded server's log. */
  durationMs: number;
  /** The signed-in account, when the request carried a valid token. */
  userId?: string;
  /** The visitor went away before the answer was sent in full. */
  aborted?: true;
}

export interface AccessLogOptions {
  log: { info(line: string): void };
  /** The client's address as req.ip gives it, by the app's `trust proxy` setting. */
  clientAddress: (req: IncomingMessage) => string | undefined;
  now?: () => Date;
}

/**
 * Called for every request before anything answers it, the answer memo included (app.ts): a
 * remembered answer never becomes an Express request, yet it is logged like any other.
 * Only the method, the path, the status, the time taken, the address and the account id are
 * written: never headers (cookies, Authorization), the query string or a body (passwords, codes).
 */
export function accessLog({ log, clientAddress, now = () => new Date() }: AccessLogOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = process.hrtime.bigint();
    const time = now().toISOString();
    // Read now: Express rewrites req.url while a request passes through mounted routers.
    const method = req.method ?? 'GET';
    const path = pathOf(req.url);
    res.once('close', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const status = res.statusCode;
      const user = (res as { locals?: { user?: IdentityUser } }).locals?.user;
      const line: AccessLine = {
        // Failures are logged apart, with their error, by the error middleware.
        severity: 'INFO',
        time,
        httpRequest: {
          requestMethod: method,
          requestUrl: path,
          status,
          latency: `${(durationMs / 1000).toFixed(3)}s`,
          remoteIp: clientAddress(req) ?? '',
        },
        durationMs: Math.round(durationMs * 10) / 10,
        ...(user ? { userId: user.id } : {}),
        ...(res.writableFinished ? {} : { aborted: true as const }),
      };
      log.info(JSON.stringify(line));
    });
  };
}

function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  // An absolute-form request line (GET http://host/path) keeps only its path.
  return path.startsWith('/') ? path : path.replace(/^[a-z]+:\/\/[^/]*/i, '') || '/';
}

/**
 * req.ip, by Express's own getter and the app's `trust proxy` setting, also for a request Express
 * never took (a remembered answer is written before Express sets a request up: app.ts).
 */
export function clientAddressBy(app: Express): (req: IncomingMessage) => string | undefined {
  return (req) => {
    const address: unknown = Reflect.get(app.request, 'ip', Object.create(req, { app: { value: app } }));
    return typeof address === 'string' ? address : undefined;
  };
}
