import { versionOf } from '@school/shared/item-version';
import type { AdminNotice, Notice, NoticeDoc } from '@school/shared/notice-schemas';
import type { NoticeStanding } from '../../domain/notices/notices.js';
import type { StoredDocument } from '../../ports/document-store.js';

/** What visitors read: the fields staff typed, the spec's `_id`, nothing of the bookkeeping. */
export function presentNotice(doc: StoredDocument<NoticeDoc>): Notice {
  const { id, text, kind, link, linkLabel, startsAt, endsAt, translations } = doc;
  return { _id: id, text, kind, link, linkLabel, startsAt, endsAt, ...(translations ? { translations } : {}) };
}

/** A notice in the staff list: also its times, its version and where it stands now. */
export function presentAdminNotice(notice: NoticeStanding): AdminNotice {
  return {
    ...presentNotice(notice),
    createdAt: notice.createdAt,
    updatedAt: notice.updatedAt,
    version: versionOf(notice),
    state: notice.state,
    shownNow: notice.shownNow,
  };
}
