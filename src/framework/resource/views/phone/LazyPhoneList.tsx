import { lazyComponent } from '../../../lazyComponent';
import type { PhoneListProps } from './PhoneList';

/**
 * The phone list (`PhoneList`), loaded the first time a list is shown at a phone's width (or with
 * the shell on a phone's deep link to a list, see `preloadGenericView`): desktop lists never
 * download it. It suspends in the list's own boundary (ResourceList), so this module, which the
 * entry imports for that preload, carries no component of its own.
 */
export const LazyPhoneList = lazyComponent<PhoneListProps>(() =>
  import('./PhoneList').then((module) => module.PhoneList),
);
