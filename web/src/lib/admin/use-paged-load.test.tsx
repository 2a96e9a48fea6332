import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { usePagedLoad, type Page, type PageLoader } from './use-paged-load';

// The hook alone, with a server whose every answer the test gives by hand, in any order: what a list
// screen shows (rows, spinners, "more" button, error) is what the hook returns.

interface Asked {
  cursor: string | null;
  signal: AbortSignal;
  answer: (page: Page<string>) => Promise<void>;
  fail: (failure: Error) => Promise<void>;
}

/** One question (say, one filter): records each call, answered later by the test. */
function question() {
  const asked: Asked[] = [];
  const load: PageLoader<string> = (cursor, signal) =>
    new Promise((resolve, reject) => {
      // act: the hook's state changes the answer causes are applied before the test looks.
      const answer = (page: Page<string>) => act(async () => resolve(page));
      const fail = (failure: Error) => act(async () => reject(failure));
      asked.push({ cursor, signal, answer, fail });
    });
  return { asked, load };
}

const OPTIONS = { errorText: 'The list could not be loaded.', logText: 'Loading the list failed' };
const serverError = (status: number, error?: string) => new ApiError(status, { success: false, error }, 'failed');

function renderPaged(load: PageLoader<string>, enabled = true) {
  return renderHook(({ load: current }) => usePagedLoad(current, { ...OPTIONS, enabled }), { initialProps: { load } });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('usePagedLoad', () => {
  it('loads the first page, then "more" adds the next ones under it until there are none', async () => {
    const { asked, load } = question();
    const { result } = renderPaged(load);
    expect(result.current).toMatchObject({ loading: true, items: [], hasMore: false });
    await asked[0]?.answer({ items: ['a', 'b'], nextCursor: 'c2' });
    expect(result.current).toMatchObject({ loading: false, loadingMore: false, items: ['a', 'b'], hasMore: true, error: '' });

    act(() => result.current.more());
    expect(result.current).toMatchObject({ loading: false, loadingMore: true, items: ['a', 'b'] });
    act(() => result.current.more());
    expect(asked.map((call) => call.cursor)).toEqual([null, 'c2']);
    await asked[1]?.answer({ items: ['c'], nextCursor: null });
    expect(result.current).toMatchObject({ loadingMore: false, items: ['a', 'b', 'c'], hasMore: false });

    act(() => result.current.more());
    expect(asked).toHaveLength(2);
  });

  it('starts again for a new question, and drops the answers asked of the old one', async () => {
    const before = question();
    const after = question();
    const { result, rerender } = renderPaged(before.load);
    await before.asked[0]?.answer({ items: ['old 1'], nextCursor: 'c2' });
    act(() => result.current.more());

    rerender({ load: after.load });
    expect(result.current).toMatchObject({ loading: true, loadingMore: false, items: [], hasMore: false });
    expect(before.asked[1]?.signal.aborted).toBe(true);
    await before.asked[1]?.answer({ items: ['old 2'], nextCursor: null });
    await after.asked[0]?.answer({ items: ['new 1'], nextCursor: null });
    expect(result.current).toMatchObject({ loading: false, items: ['new 1'], hasMore: false });
  });

  it('keeps the rows when "more" fails, says why, and may ask for that page again', async () => {
    const { asked, load } = question();
    const { result } = renderPaged(load);
    await asked[0]?.answer({ items: ['a'], nextCursor: 'c2' });
    act(() => result.current.more());
    await asked[1]?.fail(serverError(500));
    expect(result.current).toMatchObject({ loadingMore: false, items: ['a'], hasMore: true, error: OPTIONS.errorText });
    expect(console.error).toHaveBeenCalledWith(OPTIONS.logText, expect.any(ApiError));

    act(() => result.current.more());
    await asked[2]?.answer({ items: ['b'], nextCursor: null });
    expect(asked[2]?.cursor).toBe('c2');
    expect(result.current).toMatchObject({ items: ['a', 'b'], error: '', failure: undefined });
  });

  it('restart forgets the pages and any failure, and loads the first page again', async () => {
    const { asked, load } = question();
    const { result } = renderPaged(load);
    await asked[0]?.answer({ items: ['a'], nextCursor: 'c2' });
    act(() => result.current.more());
    const refused = serverError(403, 'Superadmin only');
    await asked[1]?.fail(refused);
    expect(result.current).toMatchObject({ error: 'Superadmin only', failure: refused });

    act(() => result.current.restart());
    expect(result.current).toMatchObject({ loading: true, items: [], error: '', failure: undefined });
    await asked[2]?.answer({ items: ['z'], nextCursor: null });
    expect(asked[2]?.cursor).toBeNull();
    expect(result.current).toMatchObject({ loading: false, items: ['z'] });
  });

  it('reload asks for the first page again with the rows shown, then shows it alone', async () => {
    const { asked, load } = question();
    const { result } = renderPaged(load);
    await asked[0]?.answer({ items: ['a'], nextCursor: 'c2' });
    act(() => result.current.more());
    await asked[1]?.answer({ items: ['b'], nextCursor: 'c3' });
    act(() => result.current.more());

    let reloaded: Promise<void> | undefined;
    act(() => void (reloaded = result.current.reload()));
    // The page asked before the reload would join the new first page's rows: dropped.
    expect(asked[2]?.signal.aborted).toBe(true);
    expect(result.current).toMatchObject({ loading: false, loadingMore: false, items: ['a', 'b'] });
    await asked[3]?.answer({ items: ['new', 'a'], nextCursor: 'd2' });
    await reloaded;
    expect(asked[3]?.cursor).toBeNull();
    expect(result.current).toMatchObject({ items: ['new', 'a'], hasMore: true });
  });

  it('gives the first page’s failure with its text', async () => {
    const { asked, load } = question();
    const { result } = renderPaged(load);
    const failure = serverError(502);
    await asked[0]?.fail(failure);
    expect(result.current).toMatchObject({ loading: false, items: [], hasMore: false, error: OPTIONS.errorText, failure });
  });

  it('changes the rows shown without asking again', async () => {
    const { asked, load } = question();
    const { result } = renderPaged(load);
    await asked[0]?.answer({ items: ['a', 'b'], nextCursor: 'c2' });
    act(() => result.current.update((items) => items.filter((item) => item !== 'a')));
    expect(result.current).toMatchObject({ items: ['b'], hasMore: true });
    expect(asked).toHaveLength(1);
  });

  it('asks nothing while not enabled, and drops a page still on its way when the screen closes', async () => {
    const waiting = question();
    renderPaged(waiting.load, false);
    expect(waiting.asked).toHaveLength(0);

    const { asked, load } = question();
    const { result, unmount } = renderPaged(load);
    await asked[0]?.answer({ items: ['a'], nextCursor: 'c2' });
    act(() => result.current.more());
    unmount();
    expect(asked[1]?.signal.aborted).toBe(true);
  });
});
