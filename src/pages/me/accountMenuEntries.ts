import type { SvgIconComponent } from '@mui/icons-material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import DevicesIcon from '@mui/icons-material/DevicesOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';

/** Entries of the app bar's account menu (my area sections; hidden when their route is disabled). */
export const accountMenuEntries: readonly { name: string; path: string; label: string; icon: SvgIconComponent }[] = [
  { name: 'my_profile', path: '/me/profile', label: 'me.menu.profile', icon: PersonIcon },
  { name: 'my_organization', path: '/me/organization', label: 'me.menu.organization', icon: BusinessIcon },
  { name: 'my_security', path: '/me/security', label: 'me.menu.security', icon: SecurityIcon },
  { name: 'my_api', path: '/me/api', label: 'me.menu.api', icon: KeyIcon },
  { name: 'my_session', path: '/me/session', label: 'me.menu.session', icon: DevicesIcon },
  { name: 'my_activity', path: '/me/activity', label: 'me.menu.activity', icon: HistoryIcon },
  { name: 'demo', path: '/demo', label: 'me.menu.demo', icon: InfoIcon },
];
