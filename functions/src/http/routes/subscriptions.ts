import { Router } from 'express';
import { pageLocaleSchema } from '@school/shared/contact-schemas';
import { serverText } from '../../domain/i18n/server-messages.js';
import { saveMailingSettings } from '../../domain/mailings/mailing-settings.js';
import { subscribersSummary } from '../../domain/mailings/subscribers-summary.js';
import { confirmSubscription, readSubscription, unsubscribe, updateSubscription } from '../../domain/subscriptions/manage-subscription.js';
import { subscribe } from '../../domain/subscriptions/subscribe.js';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';

export const CHECK_INBOX = 'Thank you. Please check your inbox: we have sent you a link to confirm your subscription.';
const UNSUBSCRIBED = 'You are unsubscribed: we will send you no more emails.';

/**
 * E-mail subscriptions (issue 39): a parent asks (public, throttled like the code mails), then
 * confirms, manages and ends it from the signed links in the mails, never signing in. POST
 * /unsubscribe/:s/:t is also RFC 8058's one-click address: a mail program POSTs `List-Unsubscribe=One-Click`
 * (a form body this API does not read) to the address in the List-Unsubscribe header, which
 * carries the link in its path, with no cookie and no CSRF token, and the address is unsubscribed at once. Staff
 * see the counts and choose when mail goes.
 */
export function subscriptionRoutes({ store, mailer, clock, identity, config, log }: AppDeps): Router {
  const router = Router();
  const staff = staffOnly(identity);
  const deps = { store, mailer, clock, siteUrl: config.siteUrl, log };
  const localeOf = (body: unknown) => pageLocaleSchema.catch('en').parse((body as { locale?: unknown } | undefined)?.locale);

  router.post('/', async (req, res) => {
    await subscribe(deps, req.body, req.ip);
    // The same answer whether the address was new, waiting or subscribed already.
    res.json({ success: true, message: serverText(localeOf(req.body))(CHECK_INBOX) });
  });

  router.post('/confirm', async (req, res) => {
    res.json({ success: true, data: await confirmSubscription(deps, req.body, req.ip) });
  });

  router.get('/manage', async (req, res) => {
    res.json({ success: true, data: await readSubscription(deps, req.query) });
  });

  router.put('/manage', async (req, res) => {
    res.json({ success: true, data: await updateSubscription(deps, req.body) });
  });

  router.post('/unsubscribe/:s/:t', async (req, res) => {
    await unsubscribe(deps, { s: req.params.s, t: req.params.t });
    res.json({ success: true, message: UNSUBSCRIBED });
  });

  router.get('/summary', ...staff, async (_req, res) => {
    res.json({ success: true, data: await subscribersSummary(deps) });
  });

  router.put('/settings', ...staff, async (req, res) => {
    res.json({ success: true, data: await saveMailingSettings(deps, req.body, currentUser(res)) });
  });

  return router;
}
