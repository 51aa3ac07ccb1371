import { LinearProgress } from '@mui/material';
import { lazyComponent } from '../../../lazyComponent';
import type { PhoneListProps } from './PhoneList';

/** The phone list (`PhoneList`), loaded the first time a list is shown at a phone's width: desktop lists never download it. */
export const LazyPhoneList = lazyComponent<PhoneListProps>(
  () => import('./PhoneList').then((module) => module.PhoneList),
  { fallback: <LinearProgress /> },
);
