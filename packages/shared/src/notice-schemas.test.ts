import { describe, expect, it } from 'vitest';
import { noticeInputSchema, NOTICE_LIMITS } from './notice-schemas.js';

const valid = {
  text: 'School closed on Friday for the Guru Nanak Jayanti holiday.',
  kind: 'closure',
  link: 'https://school.example/calendar',
  linkLabel: 'See the calendar',
  startsAt: '2026-11-26T15:00',
  endsAt: '2026-11-28T08:00',
};

const firstError = (input: unknown) => {
  const result = noticeInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('notice schema', () => {
  it('reads start and end as India time and stores UTC instants', () => {
    const notice = noticeInputSchema.parse(valid);
    expect(notice.startsAt).toBe('2026-11-26T09:30:00.000Z');
    expect(notice.endsAt).toBe('2026-11-28T02:30:00.000Z');
    // An instant with a zone is taken as it is.
    expect(noticeInputSchema.parse({ ...valid, startsAt: '2026-11-26T09:30:00Z' }).startsAt).toBe('2026-11-26T09:30:00.000Z');
  });

  it('keeps the text on one line, and the link optional', () => {
    const notice = noticeInputSchema.parse({ ...valid, text: '  Closed\n\ntomorrow  ', link: undefined, linkLabel: 'Orphan label' });
    expect(notice).toMatchObject({ text: 'Closed tomorrow', link: '', linkLabel: '' });
  });

  it('takes a page of this site as its link: a document chosen from the library', () => {
    expect(noticeInputSchema.parse({ ...valid, link: '/documents/holiday-list-2026-27' }).link).toBe('/documents/holiday-list-2026-27');
  });

  it('refuses what the banner cannot show, each with its message', () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ text: '   ' }, 'Notice text is required'],
      [{ text: 'x'.repeat(NOTICE_LIMITS.text + 1) }, `Notice text must be at most ${NOTICE_LIMITS.text} characters`],
      [{ kind: 'party' }, 'Kind must be information, closure or emergency'],
      [{ link: 'http://school.example' }, /https:\/\//],
      [{ link: 'javascript:alert(1)' }, /https:\/\//],
      // Looks like a page of this site, but a browser reads it as another site.
      [{ link: '//evil.example/documents/x' }, /https:\/\//],
      [{ startsAt: '' }, 'Start time is required'],
      [{ endsAt: '2026-02-30T10:00' }, /End time is not a valid date/],
      [{ endsAt: valid.startsAt }, 'End time must be after the start time'],
      [{ endsAt: '2026-11-26T14:59' }, 'End time must be after the start time'],
    ];
    for (const [change, message] of cases) expect(firstError({ ...valid, ...change }), JSON.stringify(change)).toMatch(message);
  });
});
