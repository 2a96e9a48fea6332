/**
 * zod (the contact form's and the back office's checks) otherwise probes whether it may compile code
 * with `new Function` when its first object schema is made. The site's Content-Security-Policy
 * forbids that: the probe fails quietly, but the browser reports a CSP violation (Lighthouse: Best
 * Practices 96 on /contact). Called by main.tsx before any chunk that defines schemas loads.
 *
 * This is `z.config({ jitless: true })` without importing zod into every page's first script (zod's
 * core would cost each public page about 5 KB gzipped): zod keeps its settings on this global, so
 * that copies of zod share them. zod-without-eval.test.ts fails if a zod update moves it.
 */
export function zodWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
