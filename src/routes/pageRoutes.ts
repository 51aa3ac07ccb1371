import type { PageRoute } from '../framework/routing/PageRoute';
import { accountRoutes } from './accountRoutes';
import { importRoutes } from './importRoutes';
import { publicRoutes } from './publicRoutes';
import { setupRoutes } from './setupRoutes';

/** Every custom screen besides the resources' own (declared with them); the shells pick those their visitor may open (see routeAccess). */
export const pageRoutes: readonly PageRoute[] = [...publicRoutes, ...accountRoutes, ...importRoutes, ...setupRoutes];
