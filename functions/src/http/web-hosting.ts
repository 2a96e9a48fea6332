import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import express, { type Express } from 'express';

const YEAR = 365 * 24 * 60 * 60 * 1000;

/**
 * What Firebase Hosting does in production, for the standalone server: uploaded files under
 * /files (immutable names), the built web app with hashed assets cached for a year, and
 * index.html for every other GET so the app's router can show the page or Not Found.
 */
export function mountWebHosting(app: Express, options: { webDist: string; filesDir: string }): void {
  app.use(
    '/files',
    express.static(options.filesDir, { immutable: true, maxAge: YEAR, index: false, dotfiles: 'deny', fallthrough: false }),
  );

  const index = join(options.webDist, 'index.html');
  if (!existsSync(index)) {
    // `npm run dev` serves the pages from Vite; this process is then the API alone.
    console.warn(`The web app is not built (${index} is missing): serving the API only. Run \`npm run build\` for the pages.`);
    app.use((req, res, next) =>
      req.method === 'GET' ? res.status(503).type('text').send('The web app is not built yet. Run: npm run build') : next(),
    );
    return;
  }
  app.use(
    express.static(options.webDist, {
      index: false,
      redirect: false,
      setHeaders(res, path) {
        const hashed = path.includes(`${join(options.webDist, 'assets')}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  // Public routes were prerendered to <path>/index.html at build time; every other path gets the
  // empty shell (spa.html), where the app's router shows the page or Not Found.
  const prerendered = new Set(
    readdirSync(options.webDist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
      .map((file) => `/${file.slice(0, -'index.html'.length)}`.replace(/\/$/, '') || '/'),
  );
  const shell = existsSync(join(options.webDist, 'spa.html')) ? join(options.webDist, 'spa.html') : index;
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path.replace(/\/+$/, '') || '/';
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(prerendered.has(path) ? join(options.webDist, path, 'index.html') : shell);
  });
}
