import { useContext, useEffect, useRef, useState } from 'react';
import { AppBar, Box, Button, Skeleton, Toolbar, Typography, useTheme, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useLocation } from 'react-router-dom';
import { useI18nProvider, useStore, useStoreContext, useTranslate, type I18nProvider, type Store } from 'react-admin';
import { ConsoleContexts } from '../framework/layout/ConsoleContexts';
import { ServicesContext } from '../framework/ServicesContext';
import { DashboardSkeleton } from '../pages/dashboard/DashboardSkeleton';
import { raSidebarWidth } from '../framework/internals/raSidebarWidth';
import { raStoreKeys } from '../framework/internals/raStoreKeys';
import type { AnyResourceDeclaration } from '../framework/resource/ResourceDeclaration';
import {
  crumbRowSx,
  headingSx,
  headingVariant,
  startHeadingOf,
  type StartHeading,
} from '../framework/resource/views/resourceHeading';
import { firstScreenShown } from '../browser/firstScreenShown';
import { resourceRegistry } from './resourceRegistry';
import { lazyModule } from '../framework/lazyModule';
import type { RememberedStartHeadings } from './startHeadingMemo';

/**
 * The headings of the generated lists and create forms, as the start screen last computed them
 * from the declarations: a later start at one of those paths (a deep link, a reload) draws the
 * page's h1 in its first frame instead of after the declarations' download. Kept for the same
 * build (this chunk's URL changes with the code), language and disabled routes only; the
 * declarations, once in, still decide.
 */
const START_HEADINGS_KEY = 'startHeadings';
const startHeadingMemo = lazyModule(() => import('./startHeadingMemo'));

/**
 * The declarations given, else the registry's: downloaded at once (a few KB) when the start is not
 * at home; at home, where nothing here needs them, once the first screen is shown (when the shell
 * fetches them too), only for `remember`. `remember` gets the registry's declarations when they
 * arrive, even if the start screen is gone by then.
 */
function useStartDeclarations(
  home: boolean,
  given: readonly AnyResourceDeclaration[] | undefined,
  remember: (declarations: readonly AnyResourceDeclaration[]) => void,
) {
  const [loaded, setLoaded] = useState(() => given ?? resourceRegistry.loaded ?? null);
  const rememberRef = useRef(remember);
  rememberRef.current = remember;
  useEffect(() => {
    if (given) return;
    const controller = new AbortController();
    const shown = home ? firstScreenShown({ text: true, signal: controller.signal }) : Promise.resolve();
    shown
      .then(() => resourceRegistry.preload())
      .then(
        (declarations) => {
          rememberRef.current(declarations);
          if (!controller.signal.aborted && !home) setLoaded(declarations);
        },
        () => undefined, // the shell loads them again and reports a failure
      );
    return () => controller.abort();
  }, [home, given]);
  return loaded;
}

/**
 * A generated list's or create form's header before its code (ResourceBreadcrumbs draws the real
 * one): the breadcrumb row's height, kept by the same texts and button hidden, and the page's
 * title, drawn as the h1 will be.
 */
function HeadingSkeleton({ heading, createButton }: StartHeading) {
  const translate = useTranslate();
  return (
    <>
      <Box aria-hidden sx={{ display: 'flex', visibility: 'hidden', ...crumbRowSx }}>
        <Typography>{translate('framework.breadcrumb.home')}</Typography>
        {createButton && (
          <Button size="small" startIcon={<AddIcon />} tabIndex={-1}>
            {translate('ra.action.create')}
          </Button>
        )}
      </Box>
      <Typography component="h1" variant={headingVariant} sx={headingSx}>
        {heading}
      </Typography>
    </>
  );
}

/** react-admin's sidebar widths (its theme's `sidebar`, and react-admin's defaults). */
type SidebarTheme = { sidebar?: { width?: number; closedWidth?: number } };

function StartFrame({ declarations: given }: { declarations?: readonly AnyResourceDeclaration[] }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const home = pathname === '/';
  const title = home ? translate('app.dashboard.title') : '';
  // The configuration's disabled routes (none where the screen is shown without the services).
  const disabledRoutes = useContext(ServicesContext)?.config.disabledRoutes ?? [];
  const store = useStoreContext();
  const locale = useI18nProvider().getLocale();
  const stamp = `${import.meta.url}|${locale}|${disabledRoutes.join()}`;
  const declarations = useStartDeclarations(home, given, (all) => {
    // Not reported when it fails to load: nothing needs it now.
    startHeadingMemo.preload().then(
      (memo) => memo.rememberStartHeadings(store, START_HEADINGS_KEY, stamp, all, disabledRoutes, translate),
      () => undefined,
    );
  });
  // Until the declarations are in, the heading this path had at an earlier start (none at the first).
  const [remembered] = useState(() => {
    const memo = store.getItem<RememberedStartHeadings>(START_HEADINGS_KEY);
    return (!home && memo?.stamp === stamp && memo.headings[pathname.replace(/(.)\/$/, '$1')]) || null;
  });
  // The declarations decide once in; where they name no heading yet (the resources' names arrive
  // with the whole catalog), the remembered one holds the title in place.
  const heading = (declarations && startHeadingOf(declarations, pathname, disabledRoutes, translate)) || remembered;
  const loading = (
    <Skeleton
      variant="rectangular"
      height={102}
      sx={{ borderRadius: 1 }}
      role="progressbar"
      aria-label={translate('ra.page.loading')}
    />
  );
  // The sidebar's place (md and up), open or as the user collapsed it, so the page starts where it stays.
  const [sidebarOpen] = useStore(raStoreKeys.sidebarOpen, true);
  const { sidebar } = useTheme<Theme & SidebarTheme>();
  const sidebarWidth = sidebarOpen
    ? (sidebar?.width ?? raSidebarWidth.open)
    : (sidebar?.closedWidth ?? raSidebarWidth.closed);
  return (
    <>
      {/* react-admin's app bar: fixed, the secondary colour, dense; its menu button's place kept. */}
      <AppBar position="fixed" color="secondary">
        <Toolbar variant="dense" disableGutters sx={{ minHeight: 48, px: 1 }}>
          <Box sx={{ width: 40, height: 40, mr: 0.5, flexShrink: 0 }} />
          <Typography component="span" variant="h6" noWrap>
            {title}
          </Typography>
        </Toolbar>
      </AppBar>
      {/* Padding, not margin: a margin would collapse through body and shift the whole page when
          the real frame (a flex column) replaces this one. */}
      <Box sx={{ display: 'flex', pt: { xs: 7, sm: 6 } }}>
        <Box sx={{ display: { xs: 'none', md: 'block' }, width: sidebarWidth, flexShrink: 0 }} />
        <Box component="main" aria-busy="true" sx={{ flex: 1, minWidth: 0, px: 1 }}>
          {home ? (
            <DashboardSkeleton />
          ) : heading ? (
            <>
              <HeadingSkeleton {...heading} />
              {loading}
            </>
          ) : (
            <Box sx={{ p: 2 }}>{loading}</Box>
          )}
        </Box>
      </Box>
    </>
  );
}

/**
 * Shown at a signed-in start while react-admin's shell and the resource declarations load (a few
 * hundred KB on a phone's connection): the frame's app bar, in the user's theme, and at home the
 * dashboard's title where the dashboard will put it — at a generated list or create form, once the
 * declarations are in (a few KB, fetched at once), that page's h1 where its header will put it —
 * instead of a blank page with a spinner. Only
 * MUI pieces the sign-in page already loads; the real frame replaces it without moving the title.
 */
export function SignedInStartScreen({
  i18nProvider,
  store,
  declarations,
}: {
  i18nProvider: I18nProvider;
  store: Store;
  /** The declarations, when given instead of the registry's (tests, embedding). */
  declarations?: readonly AnyResourceDeclaration[];
}) {
  return (
    <ConsoleContexts i18nProvider={i18nProvider} store={store} enableColorScheme>
      <StartFrame {...(declarations ? { declarations } : {})} />
    </ConsoleContexts>
  );
}
