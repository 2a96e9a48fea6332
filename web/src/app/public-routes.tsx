import type { ReactElement } from 'react';
import { HomePage } from '../features/home/home-page';

export interface PublicRoute {
  path: string;
  element: ReactElement;
}

/**
 * Every page that uses the public header and footer. New screens (about, academics, news ...)
 * are added here; any path not listed shows Not Found.
 */
export const publicRoutes: readonly PublicRoute[] = [{ path: '/', element: <HomePage /> }];
