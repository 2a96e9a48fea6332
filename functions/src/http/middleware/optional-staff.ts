import type { RequestHandler, Response } from 'express';
import { UnauthenticatedError } from '../../domain/errors.js';
import type { Identity } from '../../ports/identity.js';
import { roles } from '@school/shared/auth-schemas';
import { bearerToken } from './auth.js';
import { cacheUnlessSignedIn } from './cache.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Set by optionalStaff: the request carries a valid token of a staff role. */
      staff?: boolean;
    }
  }
}

/**
 * For reads that visitors and staff share one URL (galleries, content pages), where staff see more
 * (drafts, unpublished galleries). A request without an Authorization header is a visitor and gets
 * the CDN-cacheable answer. One with the header gets a private answer and must carry a valid bearer
 * token: a wrong or expired one is a 401, never a quiet fall-back to the public view, so an expired
 * session is noticed. The user lands in res.locals.user; res.locals.staff says whether its role is staff.
 */
export function optionalStaff(identity: Identity): RequestHandler {
  return async (req, res, next) => {
    res.locals.staff = false;
    if (!cacheUnlessSignedIn(req, res)) return next();
    const token = bearerToken(req.get('authorization'));
    if (!token) throw new UnauthenticatedError();
    const user = await identity.verifyToken(token);
    res.locals.user = user;
    res.locals.staff = (roles as readonly string[]).includes(user.role);
    next();
  };
}

/** Whether optionalStaff found a staff token on this request: the caller may see drafts. */
export function staffAsking(res: Response): boolean {
  return res.locals.staff === true;
}
