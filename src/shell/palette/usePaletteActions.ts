import { useMemo } from 'react';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import TranslateIcon from '@mui/icons-material/Translate';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { useGetResourceLabel, useLocales, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AnyResourceDeclaration } from '../../framework/resource/ResourceDeclaration';
import { pathFor, routeNameFor } from '../../framework/resource/pathFor';
import { useRouteAvailable } from '../../framework/routing/DeclaredRoutes';
import { useLatestInitData } from '../../framework/InitDataContext';
import { useThemeMode } from '../useThemeMode';
import type { PaletteItem } from './PaletteItem';

/**
 * The palette's actions: create a record of each searchable resource, import those the service
 * imports (init `sources`, as the lists' Import button), switch to each other language, switch to
 * the other theme. None leads to a route disabled by configuration.
 */
export function usePaletteActions(resources: readonly AnyResourceDeclaration[]): readonly PaletteItem[] {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const available = useRouteAvailable();
  const navigate = useNavigate();
  const sources = useLatestInitData()?.sources;
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [theme, setTheme] = useThemeMode();
  return useMemo(() => {
    const creates = resources
      .filter((declaration) => declaration.create !== false && available(routeNameFor(declaration, 'create')))
      .map((declaration) => ({
        key: `create-${declaration.name}`,
        label: translate(`palette.create.${declaration.name}`, {
          _: translate('ra.page.create', { name: resourceLabel(declaration.name, 1) }),
        }),
        icon: AddIcon,
        run: () => navigate(pathFor(declaration, 'create')),
      }));
    const imports = resources
      .filter((declaration) => declaration.import && sources?.includes(declaration.name) && available('import'))
      .map((declaration) => ({
        key: `import-${declaration.name}`,
        label: translate(`palette.import.${declaration.name}`, {
          _: `${translate('imports.button')}: ${resourceLabel(declaration.name, 2)}`,
        }),
        icon: UploadFileIcon,
        run: () => navigate(`/import/${declaration.name}`),
      }));
    const switches = languages
      .filter((language) => language.locale !== locale)
      .map((language) => ({
        key: `language-${language.locale}`,
        label: translate('palette.switchLanguage', { language: language.name }),
        icon: TranslateIcon,
        run: () => setLocale(language.locale),
      }));
    const dark = theme !== 'dark';
    return [
      ...creates,
      ...imports,
      ...switches,
      {
        key: 'theme',
        label: translate(dark ? 'app.menu.darkTheme' : 'app.menu.lightTheme'),
        icon: dark ? Brightness4Icon : Brightness7Icon,
        run: () => setTheme(dark ? 'dark' : 'light'),
      },
    ];
  }, [
    resources,
    available,
    sources,
    languages,
    locale,
    theme,
    translate,
    resourceLabel,
    navigate,
    setLocale,
    setTheme,
  ]);
}
