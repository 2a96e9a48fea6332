import type { AuditEntry, AuditEntryView, AuditPage } from '@school/shared/audit-schemas';
import type { StoredDocument } from '../../ports/document-store.js';
import type { ActivityPage } from '../../domain/audit/audit-log.js';

/** An entry as GET /api/activity lists it: without the store's ordering key and expiry. */
function presentEntry({
  id,
  at,
  action,
  memberId,
  memberName,
  email,
  itemKind,
  itemId,
  itemTitle,
  detail,
}: StoredDocument<AuditEntry>): AuditEntryView {
  return { id, at, action, memberId, memberName, email, itemKind, itemId, itemTitle, detail };
}

export const presentActivityPage = ({ entries, nextCursor }: ActivityPage): AuditPage => ({
  entries: entries.map(presentEntry),
  nextCursor,
});
