import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ApiCall } from './fake-api';
import { fakeApi } from './fake-api';

// What the component tests of the admin lists that page (issue 34) share: a server whose list has a
// second page held back until the test answers it, "Load more" pressed and seen busy meanwhile, and
// a second page that fails once, then answers.

/** GET `path` answers `first` (which names the cursor `c2`); the page after it waits for `answerMore`. */
export function holdSecondPage(path: string, first: unknown) {
  let answer: (value: unknown) => void = () => undefined;
  fakeApi.on('GET', path, (call) => (call.query?.after === 'c2' ? new Promise((resolve) => (answer = resolve)) : first));
  return { answerMore: (second: unknown) => answer(second) };
}

/** Presses "Load more" and checks it says "Loading more..." (busy) while the page is on its way. */
export async function pressLoadMore(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(screen.getByRole('button', { name: 'Loading more...' }).getAttribute('aria-busy')).toBe('true');
}

/** GET `path` answers `first` (with a cursor), then fails the next page once, then answers `second`. */
export function failSecondPageOnce(path: string, first: unknown, second: unknown) {
  let failed = false;
  fakeApi.on('GET', path, (call: ApiCall) => {
    if (!call.query?.after) return first;
    if (failed) return second;
    failed = true;
    throw new Error('offline');
  });
}
