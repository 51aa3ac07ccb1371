import { Menu, useResourceDefinitions, useTranslate } from 'react-admin';
import HomeIcon from '@mui/icons-material/Home';

/** Main navigation: home, then the administration resources in the spec's order (those registered). */
export const mainNavigation = ['project', 'user', 'authType', 'permission'] as const;

export function AppMenu() {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const ordered = [
    ...mainNavigation.filter((name) => resources[name]?.hasList),
    ...Object.keys(resources).filter((name) => resources[name]?.hasList && !mainNavigation.includes(name as never) && resources[name]?.options?.menu !== false),
  ];
  return (
    <Menu>
      <Menu.Item to="/" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />
      {ordered.map((name) => (
        <Menu.ResourceItem key={name} name={name} />
      ))}
    </Menu>
  );
}
