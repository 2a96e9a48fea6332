import { Router } from 'express';
import {
  changePassword,
  registerAccount,
  requestPasswordReset,
  setPasswordWithLink,
  signIn,
  signOut,
  signOutEverywhere,
} from '../../domain/accounts/accounts.js';
import { describeLink } from '../../domain/accounts/password-links.js';
import { kickResetMails } from '../../domain/accounts/reset-mails.js';
import type { AppDeps } from '../deps.js';
import { bearerToken, currentUser, requireAuth, requireRole } from '../middleware/auth.js';
import { presentSession, publicUser } from '../present/accounts.js';

/** Staff sign-in and a member's own account under /auth (the e-mail codes of the contact form are otp.ts). */
export function authRoutes(deps: AppDeps): Router {
  const { identity } = deps;
  // The Firebase home sets no log: its errors (a reset mail that failed) go to the function's log.
  const accounts = { ...deps, installerOfficeEmail: deps.config.officeEmail, siteUrl: deps.config.siteUrl, log: deps.log ?? console };
  const router = Router();
  const signedIn = requireAuth(identity);

  router.post('/login', async (req, res) => {
    // req.ip, never a header the client chose: which proxies to believe is app.ts's `trust proxy`.
    const session = await signIn(accounts, req.body, req.ip);
    res.json({ success: true, ...presentSession(session) });
  });

  router.get('/me', signedIn, (_req, res) => {
    res.json({ success: true, data: publicUser(currentUser(res)) });
  });

  // Logging out always succeeds for the browser; a valid token's session ends, the member's others go on.
  router.get('/logout', async (req, res) => {
    await signOut(deps.store, bearerToken(req.get('authorization')));
    res.json({ success: true, data: {} });
  });

  router.post('/logout-everywhere', signedIn, async (_req, res) => {
    await signOutEverywhere(deps, currentUser(res));
    res.json({ success: true, data: {} });
  });

  router.put('/updatepassword', signedIn, async (req, res) => {
    const session = await changePassword(deps, currentUser(res), req.body);
    res.json({ success: true, ...presentSession(session) });
  });

  // The same answer for every e-mail (see requestPasswordReset); only the per-device limit shows.
  // The account is looked up and mailed once the answer has left, so its timing tells nothing
  // either (on Firebase a scheduled function also drains the queue: sendResetMails in entry/firebase/cloud-function.ts).
  router.post('/forgot-password', async (req, res) => {
    await requestPasswordReset(accounts, req.body, req.ip);
    res.on('finish', () => void kickResetMails(accounts));
    res.json({ success: true, data: {} });
  });

  router.post('/password-link', async (req, res) => {
    res.json({ success: true, data: await describeLink(deps, req.body) });
  });

  router.post('/set-password', async (req, res) => {
    const session = await setPasswordWithLink(accounts, req.body, req.ip);
    res.json({ success: true, ...presentSession(session) });
  });

  router.post('/register', signedIn, requireRole('superadmin'), async (req, res) => {
    const user = await registerAccount(deps, currentUser(res), req.body);
    res.status(201).json({ success: true, user: publicUser(user) });
  });

  return router;
}
