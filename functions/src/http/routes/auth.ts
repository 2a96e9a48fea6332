import { Router } from 'express';
import type { IdentityUser } from '../../ports/identity.js';
import { loginSchema, registerSchema, updatePasswordSchema, type PublicUser } from '../../shared/auth-schemas.js';
import type { AppDeps } from '../deps.js';
import { bearerToken, currentUser, requireAuth, requireRole } from '../middleware/auth.js';
import { parse } from '../middleware/validate.js';

const publicUser = ({ name, role, email }: IdentityUser): PublicUser => ({ name, role, email });

export function authRoutes({ identity }: AppDeps): Router {
  const router = Router();
  const signedIn = requireAuth(identity);

  router.post('/login', async (req, res) => {
    const { email, password } = parse(loginSchema, req.body);
    const { token, user } = await identity.signIn(email, password);
    res.json({ success: true, token, user: publicUser(user) });
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
