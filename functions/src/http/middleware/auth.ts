import type { RequestHandler, Response } from 'express';
import { ForbiddenError, UnauthenticatedError } from '../../domain/errors.js';
import type { Identity, IdentityUser } from '../../ports/identity.js';
import type { Role } from '@school/shared/auth-schemas';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      user?: IdentityUser;
    }
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** 401 unless the request carries a valid bearer token; the user lands in res.locals.user. */
export function requireAuth(identity: Identity): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) throw new UnauthenticatedError();
    res.locals.user = await identity.verifyToken(token);
    next();
  };
}

/** 403 unless the signed-in user has one of the roles. Use after requireAuth. */
export function requireRole(...roles: Role[]): RequestHandler {
  return (_req, res, next) => {
    if (!roles.includes(currentUser(res).role)) throw new ForbiddenError();
    next();
  };
}

/** Both checks staff write routes need: signed in, and role admin or superadmin. */
export function staffOnly(identity: Identity): RequestHandler[] {
  return [requireAuth(identity), requireRole('admin', 'superadmin')];
}

export function currentUser(res: Response): IdentityUser {
  const user = res.locals.user;
  if (!user) throw new UnauthenticatedError();
  return user;
}
