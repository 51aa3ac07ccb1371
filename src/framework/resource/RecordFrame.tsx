import { Suspense, useMemo, type ReactNode } from 'react';
import { Alert, Box, Breadcrumbs, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Loading, useGetOne, useGetRecordRepresentation, useGetResourceLabel, useTranslate } from 'react-admin';
import { useRouteAvailable } from '../routing/DeclaredRoutes';
import { pathFor, routeNameFor } from './pathFor';
import { RecordFrameContext, type RecordFrameValue } from './RecordFrameContext';
import { RecordTabs, recordTabId, type RecordTabLink } from './RecordTabs';
import { tabPath, tabRouteName, tabScreen } from './recordTabScreens';
import { useRegistry } from './RegistryContext';
import type { AnyResourceDeclaration } from './ResourceDeclaration';
import { useFrameworkTranslate } from './useFrameworkTranslate';
import { crumbRowSx, headingSx, headingVariant } from './views/resourceHeading';

const headingId = 'record-page-title';
const panelId = 'record-page-panel';

export interface RecordFrameProps {
  /** The declaration whose record page this is (its `record.tabs`). */
  owner: AnyResourceDeclaration;
  /** The tab showing the current screen. */
  tab: string;
  /** The route parameter holding the record's id. */
  param: 'id' | 'parentId';
  /** The tab's screen. */
  children: ReactNode;
}

/**
 * A record page (declaration `record.tabs`): loads the record once (react-admin's getOne, whose
 * cache the tabs' screens share), then draws the breadcrumb (Home › list › record › tab), the
 * record's name as the page's one h1, the tabs the record has (its type's and those whose route
 * is not disabled) and the current tab's screen in the tab panel. A tab the record does not have
 * leads back to the list (SPEC §2: "otherwise redirects to the list").
 */
export function RecordFrame({ owner, tab: current, param, children }: RecordFrameProps) {
  const ft = useFrameworkTranslate();
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const represent = useGetRecordRepresentation(owner.name);
  const available = useRouteAvailable();
  const registry = useRegistry();
  const id = useParams()[param] ?? '';
  // The declarations (and so the endpoints) load with the first admin screen: wait for them.
  const { data, isPending, error } = useGetOne(owner.name, { id }, { enabled: registry !== null && id !== '' });
  const tabs = useMemo<RecordTabLink[]>(() => {
    if (!data) return [];
    const find = (name: string) => registry?.find((candidate) => candidate.name === name);
    return (owner.record?.tabs ?? []).flatMap((tab) => {
      const screen = tabScreen(owner, tab, find);
      if (!screen || !available(tabRouteName(screen)) || tab.visibleWhen?.(data) === false) return [];
      return [
        { name: tab.name, label: translate(`resources.${owner.name}.tabs.${tab.name}`), to: tabPath(screen, id) },
      ];
    });
  }, [data, owner, registry, available, translate, id]);
  const frame = useMemo<RecordFrameValue | null>(
    () => (data ? { record: data, declaration: owner } : null),
    [data, owner],
  );
  const listPath = pathFor(owner, 'list');
  if (isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  if (error || !frame) {
    const message = error instanceof Error ? error.message : 'app.errors.notFound';
    return <Alert severity="error">{translate(message, { _: message })}</Alert>;
  }
  const selected = tabs.find((candidate) => candidate.name === current);
  if (!selected) return <Navigate to={listPath} replace />;
  const name = String(represent(frame.record));
  const crumbs = [
    ...(available('home') ? [{ label: ft('breadcrumb.home'), to: '/' }] : []),
    {
      label: resourceLabel(owner.name, 2),
      ...(available(routeNameFor(owner, 'list')) ? { to: listPath } : {}),
    },
    { label: name, ...(tabs[0] ? { to: tabs[0].to } : {}) },
  ];
  return (
    <RecordFrameContext.Provider value={frame}>
      <Box sx={crumbRowSx}>
        <Breadcrumbs aria-label={ft('breadcrumb.label')}>
          {crumbs.map((crumb) =>
            crumb.to ? (
              <MuiLink key={crumb.label} component={Link} to={crumb.to} underline="hover" color="inherit">
                {crumb.label}
              </MuiLink>
            ) : (
              <Typography key={crumb.label} color="text.primary">
                {crumb.label}
              </Typography>
            ),
          )}
          <Typography color="text.primary" aria-current="page">
            {selected.label}
          </Typography>
        </Breadcrumbs>
      </Box>
      <Typography component="h1" variant={headingVariant} sx={headingSx} id={headingId}>
        {name}
      </Typography>
      <RecordTabs tabs={tabs} current={current} labelledBy={headingId} panelId={panelId} />
      <Box role="tabpanel" id={panelId} aria-labelledby={recordTabId(current)} sx={{ pt: 1 }}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </Box>
    </RecordFrameContext.Provider>
  );
}
