/**
 * A data-driven public page (/media, /news) otherwise waits for three things in a row: React, the
 * page's own code, then its API call, and only then its photos. main.tsx starts the call at once
 * instead, alongside the code; the API client takes the answer over when the page asks for the same
 * URL. Only for public GETs that carry no token, so the answer is the one the page would get.
 */
const started = new Map<string, Promise<Response>>();

export function startEarly(url: string): Promise<Response> {
  const response = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'include' });
  started.set(url, response);
  return response;
}

/** The early answer for this URL, handed out once; undefined when there is none. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response;
}
