import type { PageRoute } from '../framework/routing/PageRoute';
import { accountRoutes } from './accountRoutes';
import { adminPageRoutes } from './adminPageRoutes';
import { importRoutes } from './importRoutes';
import { publicRoutes } from './publicRoutes';

/** Every custom screen; the shells pick those their visitor may open (see routeAccess). */
export const pageRoutes: readonly PageRoute[] = [
  ...publicRoutes,
  ...accountRoutes,
  ...adminPageRoutes,
  ...importRoutes,
];
