import { useMediaQuery } from '@mui/material';
import { phoneWidth } from './phoneWidth';

/** True below `phoneWidth` (a phone's width), where lists are cards and menus are compact. */
export const useIsPhone = () => useMediaQuery(phoneWidth, { noSsr: true });
