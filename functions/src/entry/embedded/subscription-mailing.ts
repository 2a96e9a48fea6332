import { kickMailing, stopMailing } from '../../domain/mailings/mail-drain.js';
import type { MailingDeps } from '../../domain/mailings/mail-delivery.js';
import { releaseClaims } from '../../domain/mailings/mail-jobs.js';

/** How often the embedded home looks for subscribers' mails that are due: a digest, a publish time, a retry. */
export const SUBSCRIPTION_MAILING_INTERVAL_MS = 30_000;

/**
 * The subscribers' mail queue on the embedded home (issue 39). At start, the claims a killed
 * predecessor left are freed (one process sends from a data folder, so a claim found now is
 * nobody's) and what is due is sent; then every `intervalMs`. Each announcement also drains at once
 * (routes/announcements.ts). The Firebase home's twin is the scheduled function sendSubscriberMails.
 * The timer is unref'd; stop() lets the mail being sent finish and claims no more.
 */
export async function startSubscriptionMailing(
  deps: MailingDeps & { onError: (error: unknown) => void },
  intervalMs = SUBSCRIPTION_MAILING_INTERVAL_MS,
): Promise<{ stop(): Promise<void> }> {
  await releaseClaims(deps.store, deps.clock).catch(deps.onError);
  void kickMailing(deps);
  const timer = setInterval(() => void kickMailing(deps), intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await stopMailing(deps.store);
    },
  };
}
