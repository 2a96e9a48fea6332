import { Router } from 'express';
import { changePassword, publicUser, registerAccount, signIn, signOut } from '../../domain/accounts/accounts.js';
import { loginSchema, registerSchema, updatePasswordSchema } from '@school/shared/auth-schemas';
import type { AppDeps } from '../deps.js';
import { bearerToken, currentUser, requireAuth, requireRole } from '../middleware/auth.js';
import { parse } from '../middleware/validate.js';

/** Staff sign-in and accounts under /auth (the e-mail codes of the contact form are otp.ts). */
export function authRoutes(deps: AppDeps): Router {
  const { identity } = deps;
  const router = Router();
  const signedIn = requireAuth(identity);

  router.post('/login', async (req, res) => {
    const { email, password } = parse(loginSchema, req.body);
    // req.ip, never a header the client chose: which proxies to believe is app.ts's `trust proxy`.
    const { token, user } = await signIn({ ...deps, installerOfficeEmail: deps.config.officeEmail }, email, password, req.ip);
    res.json({ success: true, token, user });
  });

  router.get('/me', signedIn, (_req, res) => {
    res.json({ success: true, data: publicUser(currentUser(res)) });
  });

  // Logging out always succeeds for the browser; a valid token also ends all of that user's sessions.
  router.get('/logout', async (req, res) => {
    await signOut(identity, bearerToken(req.get('authorization')));
    res.json({ success: true, data: {} });
  });

  router.put('/updatepassword', signedIn, async (req, res) => {
    const { currentPassword, newPassword } = parse(updatePasswordSchema, req.body);
    const { token, user } = await changePassword(identity, currentUser(res), currentPassword, newPassword);
    res.json({ success: true, token, user });
  });

  router.post('/register', signedIn, requireRole('superadmin'), async (req, res) => {
    const user = await registerAccount(identity, parse(registerSchema, req.body));
    res.status(201).json({ success: true, user });
  });

  return router;
}
