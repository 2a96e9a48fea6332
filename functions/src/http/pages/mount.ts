import type { Express } from 'express';
import { loopbackApi, type LoopbackApi } from './loopback-api.js';
import { publicPages } from './public-pages.js';
import { siteFiles } from './sitemap.js';

export interface PublicPagesMount {
  ssrDir: string;
  /** AppConfig.siteUrl: the one origin of pages, sitemap, robots.txt, feeds and mails. */
  siteUrl: string;
  log?: Pick<Console, 'error'>;
  /** The back office's empty shell, sent for /admin/* (Firebase: Hosting sends it itself). */
  adminShell?: string;
}

/**
 * sitemap.xml, robots.txt, the back office's shell and every public page, in both homes. Returns
 * the loopback API the pages ask, for the server to close when it stops.
 */
export function mountPublicPages(app: Express, options: PublicPagesMount): LoopbackApi {
  const api = loopbackApi(app);
  const pages = { ssrDir: options.ssrDir, api, siteUrl: options.siteUrl, log: options.log };
  app.use(siteFiles(pages));
  const shell = options.adminShell;
  if (shell) {
    app.get(['/admin', '/admin/{*rest}'], (_req, res) => {
      res.set('Cache-Control', 'no-cache').sendFile(shell);
    });
  }
  app.use(publicPages(pages));
  return api;
}
