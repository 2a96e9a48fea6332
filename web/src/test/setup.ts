import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fakeApi } from './fake-api';

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
});
