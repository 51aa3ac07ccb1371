import type { PageRoute } from '../framework/routing/PageRoute';

/** CSV import wizard and imports status page. */
export const importRoutes: PageRoute[] = [];
