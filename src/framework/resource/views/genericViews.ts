import { lazyComponent } from '../../lazyComponent';

// The generic views (tables, inputs, their MUI components) load with the first admin screen, not
// with the sign-in page.
export const ResourceList = lazyComponent(() => import('./ResourceList').then((m) => m.ResourceList));
export const ResourceCreate = lazyComponent(() => import('./ResourceCreate').then((m) => m.ResourceCreate));
export const ResourceEdit = lazyComponent(() => import('./ResourceEdit').then((m) => m.ResourceEdit));

/**
 * Starts downloading the generic view a signed-in deep link most likely opens (`…/create`: the
 * create form, `…/update/:id`: the edit form, anything else: a list), so it arrives with the shell
 * and the declarations instead of after them. A wrong guess costs one chunk downloaded early.
 */
export function preloadGenericView(pathname: string): Promise<unknown> {
  if (/\/create\/?$/.test(pathname)) return ResourceCreate.preload();
  if (/\/update\/[^/]+\/?$/.test(pathname)) return ResourceEdit.preload();
  return ResourceList.preload();
}
