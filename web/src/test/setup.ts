import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterEach, vi } from 'vitest';
import { fakeApi } from './fake-api';

// Role queries skip their check that an element is not hidden: it computes the style of every
// element and its ancestors against MUI's many style rules, which made each query take seconds
// (7 times the whole run). What a test looks for is there; "behind an open dialog" is not checked.
// findBy* and waitFor wait up to 10 s instead of 1: beside the rest of `npm test` on 2 cores, a screen
// took longer than a second to draw what it had been answered (a passing test never waits for this).
configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });

// React's development build gives every element it creates an owner stack (an Error captured and a
// console task) to word its warnings with, up to 10,000 a second: a sixth of the web tests' CPU time.
// Past that number it gives them a shared one; pinning its counter there keeps every behaviour and
// check the same, only a warning's component stack is vaguer. If React renames the counter, nothing
// breaks: the tests are slower again.
const internals = (React as unknown as Record<string, unknown>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (typeof internals === 'object' && internals !== null && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => undefined });
}

// Every component test of the web project talks to the fake server instead of the network: the
// client module is replaced here once, keeping its error type and texts (ApiError, errorMessage).
vi.mock('../lib/api-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../lib/api-client')>();
  const { fakeClient } = await import('./fake-api');
  return { ...real, ...fakeClient };
});

afterEach(() => {
  cleanup();
  fakeApi.reset();
  vi.restoreAllMocks();
  // The stored session (token, member) is one test's, never the next one's.
  window.localStorage.clear();
});
