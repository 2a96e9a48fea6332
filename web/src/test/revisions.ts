import type { RevisionSummary } from '@school/shared/revision-schemas';

/** An earlier version as GET /revisions/:kind/:id lists it: id `r1`, Asha's edit of the title; `over` changes some. */
export const revisionSummary = (over: Partial<RevisionSummary> = {}): RevisionSummary => ({
  _id: 'r1',
  by: { name: 'Asha Admin', email: 'asha@school.example' },
  at: '2026-11-20T05:00:00.000Z',
  title: 'Sports day',
  changed: ['Title'],
  ...over,
});
