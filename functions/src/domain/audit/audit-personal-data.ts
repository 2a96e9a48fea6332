import type { AuditEntry } from '@school/shared/audit-schemas';
import type { PersonalRecord } from '@school/shared/personal-data-schemas';
import { AUDIT_LOG } from '../collections.js';
import type { PersonalDataDeps, PersonalDataHolder } from '../item-kinds/personal-data.js';

// The audit log's entries naming an address, for "A person's data": an entry names one in `email`
// (the member who acted, or the address typed at a failed sign-in), which one `==` finds. Erasing
// keeps the entry, as the log must still say what happened, and puts ERASED_ADDRESS where the
// address was, in `email` and in the title and detail. Corrections leave the log as it was.

/** What an erased address reads as in the log. */
export const ERASED_ADDRESS = '(erased)';

const find = ({ store }: PersonalDataDeps, email: string) =>
  store.find<AuditEntry>(AUDIT_LOG, { where: [{ field: 'email', op: '==', value: email }] });

/** `text` with every appearance of `email` (any case) replaced; addresses are lower case. */
export function withoutAddress(text: string | null, email: string): string | null {
  if (!text) return text;
  const lower = text.toLowerCase();
  let out = '';
  let from = 0;
  for (let at = lower.indexOf(email); at !== -1; at = lower.indexOf(email, from)) {
    out += text.slice(from, at) + ERASED_ADDRESS;
    from = at + email.length;
  }
  return out + text.slice(from);
}

export const auditEntriesHolder: PersonalDataHolder = {
  name: 'audit',
  label: 'Audit log entries',
  words: ['audit log entry', 'audit log entries'],
  find: async (deps, email) =>
    (await find(deps, email)).map(({ id, at, action, memberName, email: named, itemKind, itemId, itemTitle, detail }): PersonalRecord => ({
      id,
      at,
      fields: { action, memberName, email: named, itemKind, itemId, itemTitle, detail },
    })),
  erase: async (deps, email) => {
    let erased = 0;
    for (const entry of await find(deps, email)) {
      const patch = {
        email: ERASED_ADDRESS,
        itemTitle: withoutAddress(entry.itemTitle, email),
        detail: withoutAddress(entry.detail, email),
      };
      if (await deps.store.update(AUDIT_LOG, entry.id, patch)) erased++;
    }
    return erased;
  },
};
