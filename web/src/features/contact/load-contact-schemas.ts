import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client';

// The form's zod schemas (the server's own rules and texts) come with zod, about 13 KB gzipped. The
// /contact page is interactive only once the form's chunk is there (web/scripts/route-modules.mjs),
// so the schemas stay out of it: they load on their own, started early (when the browser is idle
// after the form mounts, or as soon as the visitor touches the form), and the handlers that
// validate await them, by then long loaded. What the form shows before that (the honeypot's field
// name) comes from @school/shared/contact-fields, which does not import zod.

type ContactSchemas = typeof import('@school/shared/contact-schemas');

let loading: Promise<ContactSchemas> | undefined;
let loaded: ContactSchemas | undefined;

/**
 * The schemas module, fetched once. A failed fetch (offline) is forgotten so the next try fetches
 * again, and rejects as an unreachable server so the handlers show the usual connection text.
 */
export function loadContactSchemas(): Promise<ContactSchemas> {
  loading ??= import('@school/shared/contact-schemas').then(
    (schemas) => (loaded = schemas),
    () => {
      loading = undefined;
      throw new ApiError(0, null, 'Could not reach the server. Please check your connection and try again.');
    },
  );
  return loading;
}

/**
 * The schemas if already here. A handler that finds them validates and sets its busy state without
 * awaiting, in the click's own event as before, so its button is disabled before a second click.
 */
export const loadedContactSchemas = (): ContactSchemas | undefined => loaded;

/** Starts loading the schemas; a failure waits for the handler that needs them. */
export function preloadContactSchemas(): void {
  loadContactSchemas().catch(() => undefined);
}

/** Loads the schemas once the browser is idle after the form appears. */
export function usePreloadContactSchemas(): void {
  useEffect(() => {
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preloadContactSchemas, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preloadContactSchemas, 1500);
    return () => clearTimeout(id);
  }, []);
}
