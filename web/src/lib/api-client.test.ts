import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiAnswer, apiGet, apiSend, errorMessage, isInvalidAnswer } from './api-client';

// The client's one envelope rule and one error type, against a stubbed fetch (no browser needed).

function answer(status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(text, { status }))),
  );
}

const isList = (data: unknown): data is string[] => Array.isArray(data);

afterEach(() => vi.unstubAllGlobals());

describe('apiGet / apiSend', () => {
  it('answers the envelope’s data', async () => {
    answer(200, { success: true, data: ['a'] });
    await expect(apiGet('/things', { expect: { accept: isList, text: 'bad' } })).resolves.toEqual(['a']);
    answer(201, { success: true, data: { id: 1 } });
    await expect(apiSend('POST', '/things', { name: 'x' })).resolves.toEqual({ id: 1 });
  });

  it('raises an invalid answer with the screen’s text when the data is not what it expects', async () => {
    answer(200, '<html>proxy</html>');
    const error: unknown = await apiGet('/things', { expect: { accept: isList, text: 'Invalid thing data' } }).catch((e: unknown) => e);
    expect(isInvalidAnswer(error)).toBe(true);
    expect(errorMessage(error, 'fallback')).toBe('Invalid thing data');
  });

  it('raises an ApiError with the server’s text for an error status', async () => {
    answer(409, { success: false, error: 'Slug already exists' });
    const error: unknown = await apiSend('PUT', '/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(errorMessage(error, 'fallback')).toBe('Slug already exists');
  });

  it('says the server is unreachable when fetch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const error: unknown = await apiGet('/things').catch((e: unknown) => e);
    expect(errorMessage(error, 'fallback')).toBe('Could not reach the server. Please check your connection and try again.');
  });

  it('hands the whole answer over when fields sit beside data', async () => {
    answer(200, { success: true, token: 't', user: { name: 'n' } });
    await expect(apiAnswer('POST', '/auth/login', {})).resolves.toMatchObject({ token: 't' });
  });
});

describe('errorMessage', () => {
  it('prefers error, then message, then the fallback, then the generic text', () => {
    expect(errorMessage({ error: 'E', message: 'M' }, 'F')).toBe('E');
    expect(errorMessage({ message: 'M' }, 'F')).toBe('M');
    expect(errorMessage({}, 'F')).toBe('F');
    expect(errorMessage(null)).toBe('Unknown error occurred');
  });
});
