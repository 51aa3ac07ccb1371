import { useMemo, type ComponentType } from 'react';
import { useGetResourceLabel, useResourceDefinitions, useTranslate } from 'react-admin';
import HomeIcon from '@mui/icons-material/Home';
import ListIcon from '@mui/icons-material/ViewList';
import SetupIcon from '@mui/icons-material/ImportExport';
import { useRouteAvailable } from '../framework/routing/DeclaredRoutes';
import { compareCodePoints } from '../framework/compareCodePoints';
import { useAdminAccess } from '../framework/routing/AdminAccess';

/** Resources registered for the menu carry their spec route base and place in `options` (see resourceDefinitions). */
type MenuOptions = { path?: string; menu?: boolean; menuOrder?: number; listRoute?: string };

/** One entry of the main menu: `home` or a resource's name, its path, translated label and icon. */
export interface MenuEntry {
  name: string;
  path: string;
  label: string;
  icon: ComponentType;
}

/**
 * The main menu's entries (the menu and the command palette show the same): home, then the
 * resources in their declarations' order (SPEC §2), the others by name, then the setup page; none
 * whose route is disabled by configuration.
 */
export function useMenuEntries(): readonly MenuEntry[] {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const resourceLabel = useGetResourceLabel();
  const available = useRouteAvailable();
  const admin = useAdminAccess();
  return useMemo(() => {
    const options = (name: string) => resources[name]?.options as MenuOptions | undefined;
    const inMenu = (name: string) => {
      const own = options(name);
      return !!own?.path && own.menu !== false && (!own.listRoute || available(own.listRoute));
    };
    const place = (name: string) => options(name)?.menuOrder ?? Number.MAX_SAFE_INTEGER;
    // Declared order, then by name (identifiers).
    const ordered = Object.keys(resources)
      .filter(inMenu)
      .sort((a, b) => place(a) - place(b) || compareCodePoints(a, b));
    return [
      ...(available('home') ? [{ name: 'home', path: '/', label: translate('app.menu.home'), icon: HomeIcon }] : []),
      ...ordered.map((name) => ({
        name,
        path: options(name)?.path as string,
        label: resourceLabel(name, 2),
        icon: resources[name]?.icon ?? ListIcon,
      })),
      ...(admin && available('setup')
        ? [{ name: 'setup', path: '/setup', label: translate('setup.title'), icon: SetupIcon }]
        : []),
    ];
  }, [resources, resourceLabel, available, translate, admin]);
}
