import { createElement } from 'react';
import { Menu, useGetResourceLabel, useResourceDefinitions, useTranslate } from 'react-admin';
import HomeIcon from '@mui/icons-material/Home';
import ListIcon from '@mui/icons-material/ViewList';

/** Main navigation: home, then the administration resources in the spec's order (those registered). */
export const mainNavigation = ['project', 'user', 'authType', 'permission'] as const;

/** Resources registered for the menu carry their spec route base in `options.path` (see resourceDefinitions). */
type MenuOptions = { path?: string; menu?: boolean };

export function AppMenu() {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const resourceLabel = useGetResourceLabel();
  const inMenu = (name: string) => {
    const options = resources[name]?.options as MenuOptions | undefined;
    return !!options?.path && options.menu !== false;
  };
  const ordered = [
    ...mainNavigation.filter(inMenu),
    ...Object.keys(resources).filter((name) => inMenu(name) && !mainNavigation.includes(name as never)),
  ];
  return (
    // react-admin's menu is a plain list: the nav makes it the page's navigation landmark.
    <nav aria-label={translate('app.menu.mainNavigation')}>
      <Menu>
        <Menu.Item to="/" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />
        {ordered.map((name) => {
          const definition = resources[name];
          const path = (definition?.options as MenuOptions).path as string;
          return (
            <Menu.Item
              key={name}
              to={path}
              primaryText={resourceLabel(name, 2)}
              leftIcon={createElement(definition?.icon ?? ListIcon)}
            />
          );
        })}
      </Menu>
    </nav>
  );
}
