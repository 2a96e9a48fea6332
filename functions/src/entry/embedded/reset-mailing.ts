import { kickResetMails, settleResetMails, type ResetMailDeps } from '../../domain/accounts/reset-mails.js';

/** How often the embedded home looks for password-reset mails still waiting: the shortest retry wait. */
export const RESET_MAILING_INTERVAL_MS = 60_000;

/**
 * Sends the password-reset mails left waiting now (a restart between an answer and its mail), then
 * every `intervalMs` until stopped, so a failed send is tried again when its time comes. Each
 * "Forgot password?" answer also starts a drain at once (routes/auth.ts); the Firebase home's twin
 * of this timer is the scheduled function sendResetMails (cloud-function.ts). The timer is unref'd, so it
 * never keeps the process alive; stop() waits for a drain under way, so the store can close after.
 */
export function startResetMailing(deps: ResetMailDeps, intervalMs = RESET_MAILING_INTERVAL_MS): { stop(): Promise<void> } {
  void kickResetMails(deps);
  const timer = setInterval(() => void kickResetMails(deps), intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await settleResetMails(deps.store);
    },
  };
}
