import express, { type Handler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServeStaticOptions } from 'serve-static';

/**
 * The built scripts, stylesheets and catalogues, sent as the build compressed them (brotli or gzip,
 * web/vite.config.ts) when the browser takes that; compression() then leaves them alone. A path
 * that does not decode gets the same 400 as before from serve-static (express-static-gzip would
 * answer it in plain text, not in the API's error shape).
 */
export function builtAssets(folder: string, options: Omit<ServeStaticOptions, 'setHeaders'>): Handler {
  const precompressed: Handler = expressStaticGzip(folder, { enableBrotli: true, orderPreference: ['br'], serveStatic: options });
  const plain = express.static(folder, options);
  return (req, res, next) => {
    let decodes = true;
    try {
      decodeURIComponent(req.path);
    } catch {
      decodes = false;
    }
    void (decodes ? precompressed : plain)(req, res, next);
  };
}
