import { describe, expect, it } from 'vitest';
import { checkValues, emptyValues, valuesFromNotice } from './notice-values';

describe('notice form values', () => {
  it('starts a new notice now and ends it a day later, in India time', () => {
    expect(emptyValues(new Date('2026-11-25T03:30:00Z'))).toMatchObject({ startsAt: '2026-11-25T09:00', endsAt: '2026-11-26T09:00' });
  });

  it('sends India time as UTC instants, and gives back what it read', () => {
    const values = {
      ...emptyValues(),
      text: 'Closed for fog',
      kind: 'closure' as const,
      startsAt: '2026-11-25T09:00',
      endsAt: '2026-11-25T17:30',
    };
    const { notice } = checkValues(values);
    expect(notice).toMatchObject({ startsAt: '2026-11-25T03:30:00.000Z', endsAt: '2026-11-25T12:00:00.000Z' });
    const stored = { ...notice!, _id: 'n1', state: 'current' as const, shownNow: true, createdAt: '', updatedAt: '', version: 1 };
    expect(valuesFromNotice(stored)).toEqual(values);
  });

  it('puts each message beside its field', () => {
    const { errors } = checkValues({
      ...emptyValues(),
      text: '',
      link: 'http://x.example',
      startsAt: '2026-11-25T09:00',
      endsAt: '2026-11-25T08:00',
    });
    expect(errors).toEqual({
      text: 'Notice text is required',
      link: 'Link: a page of this site (starting with /) or a full address starting with https://',
      endsAt: 'End time must be after the start time',
    });
  });
});
