/**
 * After a deploy, a page opened before it still asks for the old version's hashed chunks, which are
 * gone (404): the next page the visitor opens in it cannot load its code. Reloading brings the new
 * version, whose chunks are there. So a lazy import that fails reloads the page, once: the version
 * that reloaded is remembered for the tab (sessionStorage), and if the same version fails again the
 * error goes on as before, so a deploy that is really broken never loops.
 */

const KEY = 'reloadedForStaleChunk';

/** The running version: the entry script's hashed name changes with every build that changes code. */
function version(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? 'unknown';
}

/** True when the page is reloading for a new version (at most once per version and tab). */
function reloadOnce(): boolean {
  // Offline, a reload shows the browser's error page instead of this one: keep the page.
  if (!navigator.onLine) return false;
  try {
    if (sessionStorage.getItem(KEY) === version()) return false;
    sessionStorage.setItem(KEY, version());
  } catch {
    // Without storage there is no guard against a loop: do not reload.
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * `load` (a lazy import) that reloads the page once when the chunk cannot be fetched. While the page
 * reloads, the import never settles, so React keeps showing the page instead of an error.
 */
export function reloadOnStaleChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (!reloadOnce()) throw error;
      return new Promise<T>(() => undefined);
    });
}
