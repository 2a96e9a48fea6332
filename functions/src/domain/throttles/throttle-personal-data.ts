import type { PersonalRecord } from '@school/shared/personal-data-schemas';
import { RATE_LIMITS } from '../collections.js';
import type { PersonalDataDeps, PersonalDataHolder } from '../item-kinds/personal-data.js';
import { ownerKey } from './rate-limit.js';

// The sending limits' records about one address (codes and password links asked for it: counts,
// the last send, the clients it proved itself from), for "A person's data". Each carries the
// address's `ownerKey` (send-throttle.ts); those written before it did are found by nobody: the
// counts expire within the hour their windows last, a known client's mark after 30 days.

const find = ({ store }: PersonalDataDeps, email: string) =>
  store.find(RATE_LIMITS, { where: [{ field: 'owner', op: '==', value: ownerKey(email) }] });

export const throttleRecordsHolder: PersonalDataHolder = {
  name: 'sending-limits',
  label: 'Sending-limit records',
  words: ['sending-limit record', 'sending-limit records'],
  find: async (deps, email) =>
    (await find(deps, email)).map(({ id, owner: _owner, ...fields }): PersonalRecord => ({
      id,
      at: typeof fields.lastSendAt === 'string' ? fields.lastSendAt : null,
      fields,
    })),
  erase: async (deps, email) => {
    let erased = 0;
    for (const { id } of await find(deps, email)) if (await deps.store.delete(RATE_LIMITS, id)) erased++;
    return erased;
  },
};
