import type { MailDelivery } from '@school/shared/mailing-schemas';
import { useState } from 'react';
import { useLoad } from '../../lib/admin/use-load';
import { useSave, useToast } from '../../lib/admin/use-save';
import { loadAnnouncements, loadSummary, saveDelivery } from './subscribers-api';

/** The state of /admin/subscribers: the counts, the setting being chosen and its save, the announcements. */
export function useSubscribersScreen() {
  const summary = useLoad(loadSummary, { errorText: 'The subscribers could not be loaded.', logText: 'Loading the subscribers failed' });
  const announcements = useLoad(loadAnnouncements, {
    errorText: 'The mails to subscribers could not be loaded.',
    logText: 'Loading the announcements failed',
  });
  const [chosen, setChosen] = useState<MailDelivery | null>(null);
  const save = useSave();
  const toast = useToast();
  const delivery = chosen ?? summary.data?.delivery ?? 'immediate';

  const saveSetting = () =>
    save.run(() => saveDelivery(delivery), {
      failText: 'The setting could not be saved. Please try again.',
      logText: 'Saving the mail setting failed',
      serverWords: 'always',
      show: 'inline',
      done: async () => {
        toast('Setting saved.', 'success');
        setChosen(null);
        await summary.reload();
      },
    });

  return {
    summary,
    announcements,
    delivery,
    setDelivery: setChosen,
    changed: chosen !== null && chosen !== summary.data?.delivery,
    save,
    saveSetting,
  };
}
