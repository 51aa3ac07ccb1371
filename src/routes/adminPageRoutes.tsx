import type { PageRoute } from '../framework/routing/PageRoute';

/** Administration screens that are not generic resource views (auth-type credentials, links, …). */
export const adminPageRoutes: PageRoute[] = [];
