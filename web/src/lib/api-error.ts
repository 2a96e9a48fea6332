/**
 * The one error the API client raises, and the one rule that turns any failure into the text a
 * person reads. Kept apart from the client so screens that only show errors need not import fetch.
 */

/** Why a call failed: no answer at all, an error status, or a 2xx answer of the wrong shape. */
export type ApiErrorKind = 'network' | 'status' | 'invalid-answer';

export const NETWORK_ERROR_TEXT = 'Could not reach the server. Please check your connection and try again.';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** Parsed response body (or raw text) so callers can apply their own fallback text. */
    readonly body: unknown,
    message: string,
    readonly kind: ApiErrorKind = status === 0 ? 'network' : 'status',
  ) {
    super(message);
  }
}

/** The error for a 2xx answer whose data is not what the screen expects; `text` is the screen's. */
export const invalidAnswer = (body: unknown, text: string): ApiError => new ApiError(200, body, text, 'invalid-answer');

/** True for an answer that came but was not what the screen expects (a proxy page, an old API). */
export const isInvalidAnswer = (error: unknown): error is ApiError => error instanceof ApiError && error.kind === 'invalid-answer';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonBlank(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The spec's single rule for error text: the server's `error` field, else its `message` field,
 * else the caller's generic text, else "Unknown error occurred".
 * Accepts an ApiError, a response body, or any thrown value.
 */
export function errorMessage(source: unknown, fallback?: string): string {
  // An unreachable server has no body; its own text beats a misleading screen-specific fallback.
  // A wrongly shaped answer carries the screen's own "invalid data" text.
  if (source instanceof ApiError && source.kind !== 'status') return source.message;
  const body = source instanceof ApiError ? source.body : source;
  if (isRecord(body)) {
    if (nonBlank(body.error)) return body.error;
    if (nonBlank(body.message)) return body.message;
  }
  return nonBlank(fallback) ? fallback : 'Unknown error occurred';
}

/**
 * The text for a failed save: the server's own words for a conflict (409: someone else saved the
 * item since it was opened, or a slug is taken), which tell staff what to do, else the screen's text.
 */
export function saveErrorText(failure: unknown, fallback: string): string {
  return failure instanceof ApiError && failure.status === 409 ? errorMessage(failure, fallback) : fallback;
}
