import type { TestApi } from '../api-server.js';
import { multipart, send, type RawAnswer, type RawRequest } from './raw-request.js';
import { fillPath, fixtureParams, type Call, type RouteSpec } from './route-spec.js';
import type { Fixtures } from './fixtures.js';

/** The raw request for a route call: JSON or multipart body, query string, parameters from the fixtures unless given. */
export function requestFor(
  route: RouteSpec,
  call: Call,
  f: Fixtures,
  options: { params?: Record<string, string>; token?: string } = {},
): RawRequest {
  const path = fillPath(route, { ...fixtureParams(route, f), ...options.params }) + (call.query ? `?${call.query}` : '');
  const req: RawRequest = { method: route.method, path, token: options.token };
  if (call.json !== undefined) {
    req.headers = { 'content-type': 'application/json' };
    req.body = JSON.stringify(call.json);
  } else if (call.parts) {
    const form = multipart(call.parts);
    req.headers = { 'content-type': form.contentType };
    req.body = form.body;
  }
  return req;
}

export function callRoute(
  api: TestApi,
  route: RouteSpec,
  call: Call,
  f: Fixtures,
  options: { params?: Record<string, string>; token?: string } = {},
): Promise<RawAnswer> {
  return send(api.url, requestFor(route, call, f, options));
}

export const label = (route: RouteSpec): string => `${route.method} ${route.path}`;
