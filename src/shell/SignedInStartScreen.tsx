import { useContext, useEffect, useState } from 'react';
import { AppBar, Box, Button, Skeleton, Toolbar, Typography, useTheme, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useLocation } from 'react-router-dom';
import { useStore, useTranslate, type I18nProvider, type Store } from 'react-admin';
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
import { resourceRegistry } from './resourceRegistry';

/**
 * The declarations given, else the registry's, downloaded at once (a few KB) when the start is not
 * at home (at home nothing here needs them).
 */
function useStartDeclarations(home: boolean, given: readonly AnyResourceDeclaration[] | undefined) {
  const [loaded, setLoaded] = useState(() => given ?? resourceRegistry.loaded ?? null);
  useEffect(() => {
    if (given || home) return;
    let current = true;
    resourceRegistry.preload().then(
      (declarations) => current && setLoaded(declarations),
      () => undefined, // the shell loads them again and reports a failure
    );
    return () => {
      current = false;
    };
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
  const declarations = useStartDeclarations(home, given);
  // Once the declarations are in, and the resources' names (in English's first-screen catalog, in
  // other languages with the whole catalog).
  const heading = declarations && startHeadingOf(declarations, pathname, disabledRoutes, translate);
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
