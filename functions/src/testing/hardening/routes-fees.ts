import type { RouteSpec } from './route-spec.js';

// The fee structure's CSV (routes/fees.ts): public, of the year the fixtures publish. Its first read
// on a fresh store may publish the page's defaults, as any page-texts read does.

export function feeRoutes(): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: '/fees/:year.csv',
      access: 'public',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      answers: 'file',
      writes: ['db:page_texts'],
    },
  ];
}
