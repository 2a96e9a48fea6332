import type { Express } from 'express';
import type { PublicReader } from '../public-reads.js';
import { publicPages } from './public-pages.js';
import { siteFiles } from './sitemap.js';
import { webAppManifests } from './web-app-manifest.js';

export interface PublicPagesMount {
  ssrDir: string;
  /** AppConfig.siteUrl: the one origin of pages, sitemap, robots.txt, feeds and mails. */
  siteUrl: string;
  log?: Pick<Console, 'error'>;
  /** The back office's empty shell, sent for /admin/* (Firebase: Hosting sends it itself). */
  adminShell?: string;
}

/** sitemap.xml, robots.txt, the web app manifests, the back office's shell and every public page, in both homes. */
export function mountPublicPages(app: Express, read: PublicReader, options: PublicPagesMount): void {
  const pages = { ssrDir: options.ssrDir, read, siteUrl: options.siteUrl, log: options.log };
  app.use(siteFiles(pages));
  app.use(webAppManifests(read));
  const shell = options.adminShell;
  if (shell) {
    app.get(['/admin', '/admin/{*rest}'], (_req, res) => {
      res.set('Cache-Control', 'no-cache').sendFile(shell);
    });
  }
  app.use(publicPages(pages));
}
