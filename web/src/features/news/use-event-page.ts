import type { EventPage } from '@school/shared/event-pages';
import { useEffect, useState } from 'react';
import { ApiError, isInvalidAnswer } from '../../lib/api-client';
import { useServerBody, type Settled } from '../../lib/page-data';
import type { NewsKind } from './news-address';
import { eventPageExpect, fetchEventPage } from './news-api';

/** A page of news as the visitor sees it (spec: the news/events list states), or `missing`: no such page (Not Found). */
export type EventPageState =
  { status: 'loading' } | { status: 'missing' } | { status: 'error'; message: string } | { status: 'loaded'; page: EventPage };

/** What a page links to besides its items: the tags and years of the list, whichever page of it. */
export type ListChoices = Pick<EventPage, 'tags' | 'years'>;

const TEXTS = {
  all: { invalid: 'Invalid news data received from server', failed: 'Failed to load news. Please try again later.' },
  events: { invalid: 'Invalid event data received from server', failed: 'Failed to load events. Please try again later.' },
} as const;

function settled(answer: Settled<EventPage>, kind: NewsKind): EventPageState {
  if (answer.ok) return { status: 'loaded', page: answer.data };
  // The API refused the address (a cursor it never made, say): there is no such page, as for any
  // other address the site does not have.
  if (answer.error.status === 400 || answer.error.status === 404) return { status: 'missing' };
  return { status: 'error', message: isInvalidAnswer(answer.error) ? TEXTS[kind].invalid : TEXTS[kind].failed };
}

interface Result {
  call: string;
  state: EventPageState;
  /** The choices of the last page that loaded, this one or one before it. */
  choices: ListChoices | null;
}

const choicesOf = (state: EventPageState, before: ListChoices | null): ListChoices | null =>
  state.status === 'loaded' ? { tags: state.page.tags, years: state.page.years } : before;

/**
 * The page of news or events that `call` names (null: the address names none, so `missing`): the
 * answer the server rendered the page with (no call on load), else loaded here, again whenever the
 * visitor follows a link to another page of the list (loading, then the list or the error). The
 * tags and years of the last page shown stay meanwhile, so the filter just followed stays where it
 * was, with the keyboard's focus on it.
 */
export function useEventPage(kind: NewsKind, call: string | null): { state: EventPageState; choices: ListChoices | null } {
  const rendered = useServerBody(call, eventPageExpect(kind));
  const [result, setResult] = useState<Result | null>(() => {
    if (!call || !rendered) return null;
    const state = settled(rendered, kind);
    return { call, state, choices: choicesOf(state, null) };
  });

  useEffect(() => {
    if (call === null || result?.call === call) return;
    const controller = new AbortController();
    const show = (state: EventPageState) => setResult((before) => ({ call, state, choices: choicesOf(state, before?.choices ?? null) }));
    fetchEventPage(call, kind, controller.signal)
      .then((page) => show({ status: 'loaded', page }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError(0, null, TEXTS[kind].failed);
        const state = settled({ ok: false, error: failure }, kind);
        // An address the API refused is the visitor's Not Found, not a fault of the site.
        if (state.status !== 'missing') console.error(`Failed to load ${kind === 'events' ? 'events' : 'news'}`, error);
        show(state);
      });
    return () => controller.abort();
    // `result` only tells whether this call came with the page; a new result must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call, kind]);

  if (call === null) return { state: { status: 'missing' }, choices: null };
  const state: EventPageState = result?.call === call ? result.state : { status: 'loading' };
  return { state, choices: result?.choices ?? null };
}
