import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';

const YEAR = 365 * 24 * 60 * 60 * 1000;

/**
 * What Firebase Hosting does in production, for the standalone server: uploaded files under
 * /files (immutable names), the built web app with hashed assets cached for a year, and
 * index.html for every other GET so the app's router can show the page or Not Found.
 */
export function mountWebHosting(app: Express, options: { webDist: string; filesDir: string }): void {
  app.use('/files', express.static(options.filesDir, { immutable: true, maxAge: YEAR, index: false, dotfiles: 'deny', fallthrough: false }));

  const index = join(options.webDist, 'index.html');
  if (!existsSync(index)) throw new Error(`The web app is not built (${index} is missing). Run: npm run build`);
  app.use(
    express.static(options.webDist, {
      index: false,
      setHeaders(res, path) {
        const hashed = path.includes(`${join(options.webDist, 'assets')}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
