import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError, NotFoundError, RetryLaterError } from '../../domain/errors.js';

// body-parser tags its errors with a `type`; these are the ones a client causes.
const CLIENT_BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'Malformed JSON in request body' },
  'entity.too.large': { status: 413, message: 'Request body is too large' },
  'encoding.unsupported': { status: 415, message: 'Unsupported content encoding' },
  'charset.unsupported': { status: 415, message: 'Unsupported charset' },
  'request.aborted': { status: 400, message: 'Request was aborted' },
  'request.size.invalid': { status: 400, message: 'Request size did not match Content-Length' },
};

export function toHttpError(error: unknown): { status: number; message: string } {
  if (error instanceof AppError) return { status: error.status, message: error.message };
  if (error instanceof ZodError) return { status: 400, message: error.issues[0]?.message ?? 'Invalid request' };
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && CLIENT_BODY_ERRORS[type]) return CLIENT_BODY_ERRORS[type];
  // The router's 400 for a path parameter with a broken %-escape (/galleries/%E0%A4%A) carries no `expose`.
  if (error instanceof URIError && (error as { status?: unknown }).status === 400) return { status: 400, message: 'Bad request' };
  // Express's own 4xx errors (express.static's 404 for a deleted photo) say they are safe to show.
  const { status, expose } = (error ?? {}) as { status?: unknown; expose?: unknown };
  // express.static reports a missing file (ENOENT) as a 404 that wraps the file system's error, so
  // it is not marked safe to show; "Not found" shows nothing of it, and a stale link is no 500.
  if (status === 404) return { status, message: 'Not found' };
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: status === 404 ? 'Not found' : 'Bad request' };
  }
  return { status: 500, message: 'Something went wrong on our side. Please try again later.' };
}

/** The one place errors become answers: `{ success: false, error }`, never a stack trace. */
export function errorHandler(log: Pick<Console, 'error'> = console): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const { status, message } = toHttpError(error);
    if (status >= 500) log.error(`${req.method} ${req.originalUrl} failed:`, error);
    // A rate limit says when to come back (RFC 9110 Retry-After, in seconds).
    if (error instanceof RetryLaterError) res.set('Retry-After', String(error.retryAfter));
    res.status(status).set('Cache-Control', 'private, no-store').json({ success: false, error: message });
  };
}

export const notFoundApi: RequestHandler = (req) => {
  throw new NotFoundError(`No API route for ${req.method} ${req.originalUrl.split('?')[0] ?? ''}`);
};
