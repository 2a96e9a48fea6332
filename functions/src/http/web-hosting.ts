import { join } from 'node:path';
import express, { type Express, type Response } from 'express';
import { builtAssets } from './built-assets.js';
import { mountPublicPages } from './pages/mount.js';
import { FILE_SAFETY_HEADERS } from './middleware/security-headers.js';
import type { PublicReader } from './public-reads.js';

const YEAR = 365 * 24 * 60 * 60 * 1000;

export interface WebHostingOptions {
  webDist: string;
  /** The web app's server build (web/dist-ssr). */
  ssrDir: string;
  filesDir: string;
  siteUrl: string;
  log?: Pick<Console, 'error'>;
}

/**
 * What Firebase Hosting and the rendering function do in production, for the standalone server:
 * uploaded files under /files and the built scripts under /assets (immutable names; a missing one
 * is a 404, never a page), the other built files, and every public page rendered per request.
 */
export function mountWebHosting(app: Express, read: PublicReader, options: WebHostingOptions): void {
  const immutable = { immutable: true, maxAge: YEAR, index: false, dotfiles: 'deny', fallthrough: false } as const;
  // A document's PDF opened from its URL is a sandbox without script, as the API's download is.
  const sandboxPdf = (res: Response, path: string) => {
    if (path.endsWith('.pdf')) res.set(FILE_SAFETY_HEADERS);
  };
  app.use('/files', express.static(options.filesDir, { ...immutable, setHeaders: sandboxPdf }));
  app.use('/assets', builtAssets(join(options.webDist, 'assets'), immutable));
  app.use(
    express.static(options.webDist, {
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  mountPublicPages(app, read, { ...options, adminShell: join(options.webDist, 'spa.html') });
}
