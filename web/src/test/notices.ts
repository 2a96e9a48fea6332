import type { AdminNotice } from '@school/shared/notice-schemas';

/** A notice as the staff list answers it: a closure showing now, version 3. */
export const adminNotice = (over: Partial<AdminNotice> = {}): AdminNotice => ({
  _id: 'n1',
  text: 'School closed on Friday',
  kind: 'closure',
  link: '',
  linkLabel: '',
  startsAt: '2026-11-27T03:30:00.000Z',
  endsAt: '2026-11-28T03:30:00.000Z',
  createdAt: '2026-11-26T03:30:00.000Z',
  updatedAt: '2026-11-26T03:30:00.000Z',
  version: 3,
  state: 'current',
  shownNow: true,
  ...over,
});
