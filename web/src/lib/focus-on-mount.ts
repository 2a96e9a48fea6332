/**
 * A ref that focuses its element when it mounts: use it instead of `autoFocus`. The build runs on
 * Preact (vite.config.ts), which only writes an `autofocus` attribute, and browsers honour that on
 * page load alone, not for a form or dialog opened later. Module-level, so it runs once per mount.
 */
export const focusOnMount = (element: HTMLElement | null): void => element?.focus();
