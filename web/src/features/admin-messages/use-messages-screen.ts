import type { InboxMessage } from '@school/shared/contact-schemas';
import { useCallback, useState } from 'react';
import { useUndoToast } from '../../lib/admin/trash-undo';
import { useLoad } from '../../lib/admin/use-load';
import { useSave, useToast } from '../../lib/admin/use-save';
import { deleteMessage, listMessages, markMessageRead } from './messages-api';

export type Filter = 'all' | 'unread';

/** The state of /admin/messages: the filtered list with its unread count, the open message, and its actions. */
export function useMessagesScreen() {
  const [filter, setFilter] = useState<Filter>('all');
  const load = useCallback((signal: AbortSignal) => listMessages(filter === 'unread', signal), [filter]);
  const list = useLoad(load, { errorText: 'Failed to load messages. Please try again.', logText: 'Loading the messages failed' });
  // Kept apart from the list so the open message stays open after it leaves the Unread view.
  const [selected, setSelected] = useState<InboxMessage | null>(null);
  // The count stays while another filter's list loads, as the heading always showed it.
  const [unread, setUnread] = useState(0);
  if (list.data && list.data.unread !== unread) setUnread(list.data.unread);
  const act = useSave();
  const toast = useToast();
  const undoToast = useUndoToast();

  const showFilter = (next: Filter) => {
    setFilter(next);
    setSelected(null);
  };

  const markRead = (message: InboxMessage) =>
    act.run(() => markMessageRead(message._id), {
      failText: 'Failed to update the message. Please try again.',
      logText: 'Marking the message read failed',
      serverWords: 'always',
      show: 'toast',
      done: () => {
        const read = { ...message, read: true };
        setSelected(read);
        list.update(({ data, unread }) => ({
          data: filter === 'unread' ? data.filter((m) => m._id !== message._id) : data.map((m) => (m._id === message._id ? read : m)),
          unread: Math.max(0, unread - 1),
        }));
        toast('Message marked as read', 'success');
      },
    });

  const remove = (message: InboxMessage) =>
    act.run(() => deleteMessage(message._id), {
      failText: 'Failed to delete the message. Please try again.',
      logText: 'Deleting the message failed',
      serverWords: 'always',
      show: 'toast',
      done: () => {
        setSelected(null);
        list.update(({ data, unread }) => ({
          data: data.filter((m) => m._id !== message._id),
          unread: message.read ? unread : Math.max(0, unread - 1),
        }));
        undoToast('Message deleted', message._id, () => void list.reload());
      },
    });

  return { filter, list, unread, selected, setSelected, busy: act.saving, showFilter, markRead, remove };
}
