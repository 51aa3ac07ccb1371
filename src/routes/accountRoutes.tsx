import type { PageRoute } from '../framework/routing/PageRoute';

/** The signed-in user's area (`me/*`): issue "The signed-in user's area…". */
export const accountRoutes: PageRoute[] = [];
