import type { PageRoute } from '../framework/routing/PageRoute';

/** Public flows and common pages (sign-up, password reset, social sign-in, static pages, …). */
export const publicRoutes: PageRoute[] = [];
