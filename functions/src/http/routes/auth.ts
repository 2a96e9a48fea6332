import { Router } from 'express';
import { InvalidCredentialsError, TooManyRequestsError } from '../../domain/errors.js';
import { LIMITS } from '../../domain/limits.js';
import { RateLimiter } from '../../domain/rate-limit.js';
import type { IdentityUser } from '../../ports/identity.js';
import { loginSchema, registerSchema, updatePasswordSchema, type PublicUser } from '@school/shared/auth-schemas';
import type { AppDeps } from '../deps.js';
import { bearerToken, currentUser, requireAuth, requireRole } from '../middleware/auth.js';
import { parse } from '../middleware/validate.js';

const publicUser = ({ name, role, email }: IdentityUser): PublicUser => ({ name, role, email });

export function authRoutes({ identity, store, clock }: AppDeps): Router {
  const router = Router();
  const signedIn = requireAuth(identity);
  const limiter = new RateLimiter(store, clock);

  router.post('/login', async (req, res) => {
    const { email, password } = parse(loginSchema, req.body);
    const limits = [
      { key: `login-fail:account:${email}`, ...LIMITS.loginFailuresPerAccount },
      { key: `login-fail:ip:${req.ip ?? 'unknown'}`, ...LIMITS.loginFailuresPerIp },
    ];
    const waits = await Promise.all(limits.map((limit) => limiter.retryAfter(limit)));
    const wait = Math.max(...waits);
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      const minutes = Math.ceil(wait / 60);
      throw new TooManyRequestsError(
        `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      );
    }
    try {
      const { token, user } = await identity.signIn(email, password);
      res.json({ success: true, token, user: publicUser(user) });
    } catch (error) {
      if (error instanceof InvalidCredentialsError) await Promise.all(limits.map((limit) => limiter.hit(limit)));
      throw error;
    }
  });

  router.get('/me', signedIn, (_req, res) => {
    res.json({ success: true, data: publicUser(currentUser(res)) });
  });

  // Logging out always succeeds for the browser; a valid token also ends all of that user's sessions.
  router.get('/logout', async (req, res) => {
    const token = bearerToken(req.get('authorization'));
    const user = token ? await identity.verifyToken(token).catch(() => null) : null;
    if (user) await identity.revokeTokens(user.id);
    res.json({ success: true, data: {} });
  });

  router.put('/updatepassword', signedIn, async (req, res) => {
    const { currentPassword, newPassword } = parse(updatePasswordSchema, req.body);
    const user = currentUser(res);
    await identity.changePassword(user.id, currentPassword, newPassword);
    // Changing the password ended every session, this one included: hand back a fresh token.
    const { token } = await identity.signIn(user.email, newPassword);
    res.json({ success: true, token, user: publicUser(user) });
  });

  router.post('/register', signedIn, requireRole('superadmin'), async (req, res) => {
    const input = parse(registerSchema, req.body);
    const user = await identity.createUser(input);
    res.status(201).json({ success: true, user: publicUser(user) });
  });

  return router;
}
