import { lazyComponent } from '../../lazyComponent';
import { LazyPhoneList } from './phone/LazyPhoneList';
import { phoneMediaQuery } from '../../layout/phoneWidth';

// The generic views (tables, inputs, their MUI components) load with the first admin screen, not
// with the sign-in page.
export const ResourceList = lazyComponent(() => import('./ResourceList').then((m) => m.ResourceList));
export const ResourceCreate = lazyComponent(() => import('./ResourceCreate').then((m) => m.ResourceCreate));
export const ResourceEdit = lazyComponent(() => import('./ResourceEdit').then((m) => m.ResourceEdit));

/**
 * react-hook-form, which every generic view runs (a list's filter form, the forms). A view's chunk
 * imports the chunk it shares with the other views only once it has itself arrived
 * (build/pageChunks.ts): asking for this package alongside fetches that shared chunk at the same
 * time, one round trip and ~40 KB earlier on a slow connection.
 */
const sharedByTheViews = () => import('react-hook-form');

/**
 * Starts downloading the generic view a signed-in deep link most likely opens (`…/create`: the
 * create form, `…/update/:id`: the edit form, anything else: a list), so it arrives with the shell
 * and the declarations instead of after them; at a phone's width a list's cards (`PhoneList`) come
 * along. A wrong guess costs a chunk downloaded early.
 */
export function preloadGenericView(pathname: string): Promise<unknown> {
  const shared = sharedByTheViews();
  if (/\/create\/?$/.test(pathname)) return Promise.all([ResourceCreate.preload(), shared]);
  if (/\/update\/[^/]+\/?$/.test(pathname)) return Promise.all([ResourceEdit.preload(), shared]);
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(phoneMediaQuery).matches;
  return Promise.all([ResourceList.preload(), shared, ...(phone ? [LazyPhoneList.preload()] : [])]);
}
