import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fakeApi } from './fake-api';

// Role queries skip their check that an element is not hidden: it computes the style of every
// element and its ancestors against MUI's many style rules, which made each query take seconds
// (7 times the whole run). What a test looks for is there; "behind an open dialog" is not checked.
// findBy* and waitFor wait up to 10 s instead of 1: beside the rest of `npm test` on 2 cores, a screen
// took longer than a second to draw what it had been answered (a passing test never waits for this).
configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });

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
