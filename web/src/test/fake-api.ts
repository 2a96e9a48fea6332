import type * as Client from '../lib/api-client';
import { ApiError, invalidAnswer } from '../lib/api-error';

// The API client replaced at its one seam (lib/api-client.ts), for component tests: each test says
// what the server answers to `METHOD /path`, and reads which calls the screen made. A call nobody
// answered fails loudly, so a screen cannot quietly start calling something new.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCall {
  method: Method;
  path: string;
  body: unknown;
  query: Record<string, string | number | boolean | undefined> | undefined;
  ifMatch: string | undefined;
  /** An upload's progress report (apiUpload only): a handler may call it before it answers. */
  onProgress?: Client.UploadProgress;
}

/** What the fake server answers: the envelope's data, or what a handler returns or throws. */
type Answer = { data: unknown } | { handle: (call: ApiCall) => unknown };

/** Answers used up in order, before the standing answer of the same route. */
const onceAnswers = new Map<string, Answer[]>();
const standing = new Map<string, Answer>();
const calls: ApiCall[] = [];

const routeOf = (method: Method, path: string) => `${method} ${path}`;

function add(method: Method, path: string, answer: Answer, times: 'once' | 'always') {
  const route = routeOf(method, path);
  if (times === 'always') standing.set(route, answer);
  else onceAnswers.set(route, [...(onceAnswers.get(route) ?? []), answer]);
}

function take(call: ApiCall): Answer {
  const route = routeOf(call.method, call.path);
  const answer = onceAnswers.get(route)?.shift() ?? standing.get(route);
  if (!answer) throw new Error(`No fake answer for ${route}`);
  return answer;
}

/** The server as a test describes it. */
export const fakeApi = {
  /** Answers `data` to every such call (or to the next one only). */
  reply(method: Method, path: string, data: unknown, times: 'once' | 'always' = 'always') {
    add(method, path, { data }, times);
  },
  /** Answers with a status and the server's `error` text (omit it for a body without one). */
  fail(method: Method, path: string, status: number, error?: string, times: 'once' | 'always' = 'always') {
    const body = error === undefined ? { success: false } : { success: false, error };
    const handle = () => {
      throw new ApiError(status, body, error ?? `Request failed with status ${status}`);
    };
    add(method, path, { handle }, times);
  },
  /** Never answers (until the screen aborts): the screen stays in its loading or saving state. */
  hang(method: Method, path: string) {
    add(method, path, { handle: () => new Promise(() => undefined) }, 'always');
  },
  /** Answers with what `handle` returns (or throws), given the call. */
  on(method: Method, path: string, handle: (call: ApiCall) => unknown) {
    add(method, path, { handle }, 'always');
  },
  /** The calls made so far, optionally only those to `METHOD /path`. */
  calls(method?: Method, path?: string): ApiCall[] {
    return calls.filter((call) => (!method || call.method === method) && (!path || call.path === path));
  },
  reset() {
    onceAnswers.clear();
    standing.clear();
    calls.length = 0;
  },
};

async function request(
  method: Method,
  path: string,
  body: unknown,
  options: Client.RequestOptions<unknown>,
  onProgress?: Client.UploadProgress,
): Promise<unknown> {
  // Only an upload's call has the key, so a test comparing a whole call of another kind is unchanged.
  const call: ApiCall = { method, path, body, query: options.query, ifMatch: options.ifMatch, ...(onProgress && { onProgress }) };
  calls.push(call);
  const answer = take(call);
  const data = 'data' in answer ? answer.data : await answer.handle(call);
  if (options.expect && !options.expect.accept(data)) throw invalidAnswer(data, options.expect.text);
  return data;
}

/** The client's exports that reach the network, each answered by the fake server. */
export const fakeClient: Pick<typeof Client, 'apiGet' | 'apiSend' | 'apiAnswer' | 'apiDownload' | 'apiUpload'> = {
  apiGet: <T>(path: string, options: Client.RequestOptions<T> = {}) => request('GET', path, undefined, options) as Promise<T>,
  apiSend: <T>(method: Client.SendMethod, path: string, body?: unknown, options: Client.RequestOptions<T> = {}) =>
    request(method, path, body, options) as Promise<T>,
  apiAnswer: (method, path, body, options = {}) => request(method, path, body, options),
  apiDownload: async (path, options = {}) => {
    const { body, ...rest } = options;
    await request(body === undefined ? 'GET' : 'POST', path, body, rest);
    return { blob: new Blob(['']), fileName: null };
  },
  apiUpload: <T>(
    path: string,
    formData: FormData,
    onProgress?: Client.UploadProgress,
    options: Pick<Client.RequestOptions<T>, 'signal' | 'expect'> = {},
  ) => request('POST', path, formData, options, onProgress) as Promise<T>,
};
