import { Router } from 'express';
import { EmailVerification } from '../../domain/otp/email-verification.js';
import type { AppDeps } from '../deps.js';

/**
 * E-mail verification for the contact form: POST /auth/send-otp and /auth/verify-otp. Mounted at
 * /auth beside the staff sign-in routes (the spec's paths), but unrelated to staff accounts.
 */
export function otpRoutes({ store, mailer, clock, config, log }: AppDeps): Router {
  const router = Router();
  const verification = new EmailVerification(store, mailer, clock, { installerOfficeEmail: config.officeEmail, log });

  router.post('/send-otp', async (req, res) => {
    // Over the limit: a 429 whose Retry-After the error middleware adds.
    await verification.sendCode(req.body, req.ip);
    // The same answer for every address, known or new.
    res.json({ success: true, message: 'OTP sent to your email. Please check and verify.' });
  });

  router.post('/verify-otp', async (req, res) => {
    await verification.verify(req.body, req.ip);
    res.json({ success: true, message: 'Email verified successfully!' });
  });

  return router;
}
