import { Breadcrumbs, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { useGetRecordRepresentation, useGetResourceLabel, useRecordContext, useTranslate } from 'react-admin';
import { pathFor, routeNameFor } from '../pathFor';
import { useRouteAvailable } from '../../routing/DeclaredRoutes';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { KeptDeleteScope } from './keptDelete/KeptDeleteScope';
import { useParentCrumbs } from './useParentCrumb';
import { RecordDeleteButton } from './RecordDeleteButton';
import { useRecordFrame } from '../RecordFrameContext';
import { useServices } from '../../ServicesContext';
import { crumbRowSx, headingSx, headingVariant } from './resourceHeading';

/**
 * Header of a generated view: the breadcrumb (SPEC §2: "The breadcrumb offers add, edit and
 * delete": Home › resource › current page, with add (list, edit) and delete (edit)), then the
 * page's one h1 (the plural name on lists, "New …" on create, "Edit …" on edit). In a record page
 * (a tab: the record's edit form, a list under it) the page draws those: only the buttons remain.
 */
export function ResourceBreadcrumbs({ view }: { view: 'list' | 'create' | 'update' }) {
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  const scope = useResourceScope();
  const { declaration, parentId } = scope;
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(declaration.name);
  const ids = parentId ? { parentId } : {};
  const listPath = pathFor(declaration, 'list', ids);
  const parentCrumbs = useParentCrumbs();
  const framed = useRecordFrame() !== null;
  const resourceLabel = useGetResourceLabel();
  const plural = resourceLabel(declaration.name, 2);
  // No link to a route disabled by configuration (SPEC §2): home, the list, the create form.
  const available = useRouteAvailable();
  const canCreate = declaration.create !== false && view !== 'create' && available(routeNameFor(declaration, 'create'));
  const listLinked = available(routeNameFor(declaration, 'list'));
  const { isDemo } = useServices();
  const locked = isDemo && !!record && !!declaration.lockedInDemo?.(record);
  const canDelete = declaration.delete !== false && view === 'update' && !!record && !locked;
  const name = record ? String(represent(record)) : '';
  const current =
    view === 'create' ? ft('breadcrumb.create') : view === 'update' ? ft('breadcrumb.edit', { name }) : null;
  const heading =
    view === 'create'
      ? ft('page.create', { name: resourceLabel(declaration.name, 1) })
      : view === 'update'
        ? ft('page.edit', { name })
        : plural;
  const buttons = (
    <Stack direction="row" spacing={1}>
      {canCreate && (
        <Button component={Link} to={pathFor(declaration, 'create', ids)} startIcon={<AddIcon />} size="small">
          {translate('ra.action.create')}
        </Button>
      )}
      {canDelete && (
        // Asks first, naming what goes with it (SPEC §2), then undoable: the DELETE goes when the
        // notification's window ends.
        <KeptDeleteScope>
          <RecordDeleteButton record={record} listPath={listPath} />
        </KeptDeleteScope>
      )}
    </Stack>
  );
  if (framed)
    return !canCreate && !canDelete ? null : (
      <Stack direction="row" sx={{ ...crumbRowSx, justifyContent: 'flex-end' }}>
        {buttons}
      </Stack>
    );
  return (
    <>
      <Stack direction="row" spacing={2} sx={crumbRowSx}>
        <Breadcrumbs aria-label={ft('breadcrumb.label')}>
          {available('home') && (
            <MuiLink component={Link} to="/" underline="hover" color="inherit">
              {ft('breadcrumb.home')}
            </MuiLink>
          )}
          {parentCrumbs.map((crumb) => (
            <MuiLink key={crumb.to} component={Link} to={crumb.to} underline="hover" color="inherit">
              {crumb.label}
            </MuiLink>
          ))}
          {current && listLinked ? (
            <MuiLink component={Link} to={listPath} underline="hover" color="inherit">
              {plural}
            </MuiLink>
          ) : (
            <Typography color="text.primary" aria-current="page">
              {plural}
            </Typography>
          )}
          {current && (
            <Typography color="text.primary" aria-current="page">
              {current}
            </Typography>
          )}
        </Breadcrumbs>
        {buttons}
      </Stack>
      <Typography component="h1" variant={headingVariant} sx={headingSx}>
        {heading}
      </Typography>
    </>
  );
}
