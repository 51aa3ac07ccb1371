import { createElement } from 'react';
import { Menu, useGetResourceLabel, useResourceDefinitions, useTranslate } from 'react-admin';
import HomeIcon from '@mui/icons-material/Home';
import ListIcon from '@mui/icons-material/ViewList';
import { useRouteAvailable } from '../framework/routing/DeclaredRoutes';

/** Resources registered for the menu carry their spec route base and place in `options` (see resourceDefinitions). */
type MenuOptions = { path?: string; menu?: boolean; menuOrder?: number; listRoute?: string };

export function AppMenu() {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const resourceLabel = useGetResourceLabel();
  // A route disabled by configuration (SPEC §2) has no menu entry either.
  const available = useRouteAvailable();
  const inMenu = (name: string) => {
    const options = resources[name]?.options as MenuOptions | undefined;
    return !!options?.path && options.menu !== false && (!options.listRoute || available(options.listRoute));
  };
  // Main navigation: home, then the resources in their declarations' order (SPEC §2), the others by name.
  const place = (name: string) =>
    (resources[name]?.options as MenuOptions | undefined)?.menuOrder ?? Number.POSITIVE_INFINITY;
  const ordered = Object.keys(resources)
    .filter(inMenu)
    .sort((a, b) => place(a) - place(b) || a.localeCompare(b));
  return (
    // react-admin's menu is a plain list: the nav makes it the page's navigation landmark.
    <nav aria-label={translate('app.menu.mainNavigation')}>
      <Menu>
        {available('home') && <Menu.Item to="/" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />}
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
