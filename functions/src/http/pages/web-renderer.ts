import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WebRenderer } from '@school/shared/page-render';

// The render contract (the answers, what the web build exports) is written once, in the shared package.
export type { PageData, ServerAnswer, WebRenderer } from '@school/shared/page-render';

export interface LoadedRenderer {
  renderer: WebRenderer;
  /** The built index.html with its stylesheet inlined (web/scripts/make-template.mjs). */
  template: string;
}

/** True when the web app's server build is there (`npm run build` made it). */
export const isWebBuilt = (ssrDir: string): boolean =>
  existsSync(join(ssrDir, 'entry-server.js')) && existsSync(join(ssrDir, 'template.html'));

/**
 * Loads the web app's renderer once. The web build is a self-contained ES module (React included:
 * web/vite.config.ts), so neither home needs React among its own dependencies.
 */
export async function loadWebRenderer(ssrDir: string): Promise<LoadedRenderer> {
  const [renderer, template] = await Promise.all([
    import(pathToFileURL(join(ssrDir, 'entry-server.js')).href) as Promise<WebRenderer>,
    readFile(join(ssrDir, 'template.html'), 'utf8'),
  ]);
  return { renderer, template };
}
