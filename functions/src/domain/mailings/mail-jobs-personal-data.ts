import type { PersonalRecord } from '@school/shared/personal-data-schemas';
import type { StoredMailJob } from '@school/shared/mailing-schemas';
import { MAIL_JOBS } from '../collections.js';
import type { PersonalDataDeps, PersonalDataHolder } from '../item-kinds/personal-data.js';
import { ownerKey } from '../throttles/rate-limit.js';

// The mails queued and sent to one address (issue 39), for "A person's data": each job carries the
// address's `ownerKey` (never the address), so they are found, and erased, after the subscriber
// itself is gone. A person is shown what went, when, and whether it arrived.

const find = ({ store }: PersonalDataDeps, email: string) =>
  store.find<StoredMailJob>(MAIL_JOBS, { where: [{ field: 'owner', op: '==', value: ownerKey(email) }] });

export const mailJobsHolder: PersonalDataHolder = {
  name: 'subscriber-mails',
  label: 'Mails to subscribers',
  words: ['mail to a subscriber', 'mails to a subscriber'],
  find: async (deps, email) =>
    (await find(deps, email)).map((job): PersonalRecord => ({
      id: job.id,
      at: job.createdAt,
      fields: { status: job.status, announcements: job.announcements, createdAt: job.createdAt, finishedAt: job.finishedAt },
    })),
  erase: async (deps, email) => {
    let erased = 0;
    for (const { id } of await find(deps, email)) if (await deps.store.delete(MAIL_JOBS, id)) erased++;
    return erased;
  },
};
