import { useEffect } from 'react';
import { ApiError } from '../api-client';

// A visitor's form checks what was typed with the server's own zod schemas (the server's rules and
// texts), which come with zod, about 13 KB gzipped, and the enquiry's with the phone library too.
// A form's page is interactive only once its chunk is there (web/scripts/route-modules.mjs), so the
// schemas stay out of it: they load on their own, started early (when the browser is idle after the
// form mounts, or as soon as the visitor touches the form), and the handlers that validate await
// them, by then long loaded. What a form shows before that comes from zod-free modules
// (@school/shared/contact-fields, enquiry-fields, admission-classes).

export interface OnDemand<T> {
  /**
   * The module, fetched once. A failed fetch (offline) is forgotten so the next try fetches again,
   * and rejects as an unreachable server so the handlers show the usual connection text.
   */
  load: () => Promise<T>;
  /**
   * The module if already here. A handler that finds it validates and sets its busy state without
   * awaiting, in the click's own event, so its button is disabled before a second click.
   */
  loaded: () => T | undefined;
  /** Starts loading; a failure waits for the handler that needs the module. */
  preload: () => void;
  /** Loads the module once the browser is idle after the form appears. */
  usePreload: () => void;
}

/** The module `importer` imports, loaded on demand (`importer` must be `() => import('…')`, for the bundler). */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      () => {
        loading = undefined;
        throw new ApiError(0, null, 'Could not reach the server. Please check your connection and try again.');
      },
    ));
  const preload = () => {
    load().catch(() => undefined);
  };
  return {
    load,
    loaded: () => loaded,
    preload,
    usePreload: () =>
      useEffect(() => {
        // Safari has no requestIdleCallback.
        if (typeof requestIdleCallback === 'function') {
          const id = requestIdleCallback(preload, { timeout: 3000 });
          return () => cancelIdleCallback(id);
        }
        const id = setTimeout(preload, 1500);
        return () => clearTimeout(id);
      }, []),
  };
}
