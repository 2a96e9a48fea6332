import type { AnnouncedKind } from '@school/shared/mailing-schemas';
import { useCallback } from 'react';
import { errorMessage } from '../api-client';
import { announceItem, deliveryText } from './announcements-api';
import type { useToast } from './use-save';

/**
 * After a save with "Email subscribers" ticked: the item is announced, and a toast says when its
 * mails go. The item is saved whatever happens here, so a failure is a toast of its own, never the
 * save's error (saving again would be refused as a stale version).
 */
export function useAnnouncer(toast: ReturnType<typeof useToast>) {
  return useCallback(
    async (notify: boolean, kind: AnnouncedKind, id: string) => {
      if (!notify) return;
      try {
        toast(deliveryText(await announceItem(kind, id)).replace(/^Sent to 0\.$/, 'Subscribers are being emailed.'), 'info', 5000);
      } catch (error) {
        toast(`Saved, but subscribers could not be emailed: ${errorMessage(error, 'please try again.')}`, 'error', 6000);
      }
    },
    [toast],
  );
}
