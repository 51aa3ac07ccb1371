import { lazyModule } from '../../framework/lazyModule';

/**
 * @deprecated Not HTTP: use `lazyModule` (src/framework/lazyModule.ts), the one lazy-loading
 * helper. Kept only while files of src/pages/dashboard/ (the dashboard's own work) import it;
 * delete with those imports (dependency-cruiser flags this file's import of the framework until
 * then). Raises the event through `lazyModule`, not a path of its own.
 */
export function lazyWithEvent<T>(factory: () => Promise<T>): Promise<T> {
  return lazyModule(factory).load();
}
