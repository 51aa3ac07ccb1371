import { lazyComponent } from '../../lazyComponent';
import { LazyPhoneList } from './phone/LazyPhoneList';
import { phoneMediaQuery } from './phone/phoneWidth';

// The generic views (tables, inputs, their MUI components) load with the first admin screen, not
// with the sign-in page.
export const ResourceList = lazyComponent(() => import('./ResourceList').then((m) => m.ResourceList));
export const ResourceCreate = lazyComponent(() => import('./ResourceCreate').then((m) => m.ResourceCreate));
export const ResourceEdit = lazyComponent(() => import('./ResourceEdit').then((m) => m.ResourceEdit));

/**
 * Starts downloading the generic view a signed-in deep link most likely opens (`…/create`: the
 * create form, `…/update/:id`: the edit form, anything else: a list), so it arrives with the shell
 * and the declarations instead of after them; at a phone's width a list's cards (`PhoneList`) come
 * along. A wrong guess costs a chunk downloaded early.
 */
export function preloadGenericView(pathname: string): Promise<unknown> {
  if (/\/create\/?$/.test(pathname)) return ResourceCreate.preload();
  if (/\/update\/[^/]+\/?$/.test(pathname)) return ResourceEdit.preload();
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(phoneMediaQuery).matches;
  return Promise.all([ResourceList.preload(), ...(phone ? [LazyPhoneList.preload()] : [])]);
}
