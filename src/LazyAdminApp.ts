import { lazyComponent } from './framework/lazyComponent';

/**
 * The signed-in console (`AdminApp`): react-admin, its layout, tables and forms load once someone
 * is signed in; the sign-in page and the other public screens are a light MUI shell over the same
 * i18n, theme and store.
 */
export const LazyAdminApp = lazyComponent(() => import('./AdminApp').then((module) => module.AdminApp));
