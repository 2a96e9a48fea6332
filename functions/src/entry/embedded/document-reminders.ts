import { sendExpiryReminders, type ReminderDeps } from '../../domain/documents/expiry-reminders.js';

/** How often the embedded home looks for documents whose "valid until" day comes near: one small query. */
export const DOCUMENT_REMINDERS_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Mails the office the reminders that are due (30 and 7 days before a document lapses) now, then
 * every few hours until stopped (the Firebase home's twin is the scheduled function
 * documentReminders in cloud-function.ts). The timer is unref'd, so it never keeps the process
 * alive; a failed run is reported and the next one tries again.
 */
export function startDocumentReminders(
  deps: ReminderDeps & { onError: (error: unknown) => void },
  intervalMs = DOCUMENT_REMINDERS_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = sendExpiryReminders(deps).catch(deps.onError);
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      // The store closes after this: a run under way finishes first.
      await running;
    },
  };
}
