// Domain errors carry the HTTP status they map to, so routes just throw and the one error
// middleware (http/middleware/error-handler.ts) answers `{ success: false, error }`.

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Not authenticated. Please log in.') {
    super(401, message);
  }
}

export class InvalidCredentialsError extends AppError {
  constructor() {
    super(401, 'Invalid email or password');
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Too many attempts. Please wait a few minutes and try again.') {
    super(429, message);
  }
}

/** A 429 that knows when to try again: the error middleware sends it as the Retry-After header. */
export class RetryLaterError extends TooManyRequestsError {
  constructor(
    message: string,
    /** Seconds until the limit lets the caller try again. */
    readonly retryAfter: number,
  ) {
    super(message);
  }
}

/** "Please wait 3 minutes" for a wait in seconds, rounded up to whole minutes. */
export function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
