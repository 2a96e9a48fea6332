import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * One emotion cache shape for the prerender and the browser: the prerendered pages carry their
 * critical CSS under this key, and the browser's cache adopts those style tags when it hydrates.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', prepend: true });
}
