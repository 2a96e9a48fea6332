import type { Express } from 'express';

export interface ListedRoute {
  method: string;
  /** Below /api, as Express declares it: '/galleries/:id/images'. */
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * Every route the app answers under /api, read from Express's own router stack (router 2.x keeps
 * each layer's declared path in `rawPath`). Tests compare it with their route table, so a route
 * added to the app without a row in the table fails a test instead of going untested.
 */
export function listApiRoutes(app: Express): ListedRoute[] {
  const root = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const api = root.find((layer) => layer.rawPath === '/api' && layer.handle?.stack);
  if (!api?.handle?.stack) throw new Error('No /api router in the app');
  const routes: ListedRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      if (layer.route) {
        const path = `${prefix}${layer.route.path}`.replace(/(.)\/$/, '$1');
        for (const method of Object.keys(layer.route.methods)) routes.push({ method: method.toUpperCase(), path });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, `${prefix}${mount}`);
      } else if (typeof layer.rawPath !== 'string') {
        // A RegExp or array mount would hide routes from this walk; fail loudly rather than miss them.
        throw new Error(`Unexpected layer path ${String(layer.rawPath)}`);
      }
    }
  };
  walk(api.handle.stack, '');
  return routes;
}
