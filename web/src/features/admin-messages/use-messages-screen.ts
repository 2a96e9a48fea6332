import type { InboxMessage } from '@school/shared/contact-schemas';
import { useCallback, useState } from 'react';
import { useUndoToast } from '../../lib/admin/trash-undo';
import { usePagedLoad } from '../../lib/admin/use-paged-load';
import { useSearchText } from '../../lib/admin/use-search-text';
import { useSave, useToast } from '../../lib/admin/use-save';
import { deleteMessage, listMessagePage, markMessageRead } from './messages-api';

export type Filter = 'all' | 'unread';

/** The state of /admin/messages: the filtered list with its unread count, the open message, and its actions. */
export function useMessagesScreen() {
  const [filter, setFilter] = useState<Filter>('all');
  const search = useSearchText();
  const q = search.asked;
  // The count of the whole inbox, from every page's answer; it stays while another filter's list
  // loads, as the heading always showed it.
  const [unread, setUnread] = useState(0);
  const load = useCallback(
    (cursor: string | null, signal: AbortSignal) =>
      listMessagePage({ unreadOnly: filter === 'unread', q }, cursor, signal).then((answer) => {
        if (!signal.aborted) setUnread(answer.unread);
        return answer.page;
      }),
    [filter, q],
  );
  const list = usePagedLoad(load, { errorText: 'Failed to load messages. Please try again.', logText: 'Loading the messages failed' });
  // Kept apart from the list so the open message stays open after it leaves the Unread view.
  const [selected, setSelected] = useState<InboxMessage | null>(null);
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
        list.update((shown) =>
          filter === 'unread' ? shown.filter((m) => m._id !== message._id) : shown.map((m) => (m._id === message._id ? read : m)),
        );
        setUnread((count) => Math.max(0, count - 1));
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
        list.update((shown) => shown.filter((m) => m._id !== message._id));
        if (!message.read) setUnread((count) => Math.max(0, count - 1));
        undoToast('Message deleted', message._id, () => void list.reload());
      },
    });

  return { filter, search, list, unread, selected, setSelected, busy: act.saving, showFilter, markRead, remove };
}
