import type { ReactNode } from 'react';
import { Alert, Box, Breadcrumbs, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Title, useGetOne, useGetResourceLabel, useTranslate } from 'react-admin';
import type { AuthType, AuthKind } from '../../../src/api/contract/authType';
import { useRegistry } from '../../../src/framework/resource/RegistryContext';
import { useResourceScope } from '../../../src/framework/resource/ResourceScope';
import { pathFor } from '../../../src/framework/resource/pathFor';

interface AuthTypeFrameProps {
  /** Page title key (`adminPages.authType.<page>.title`). */
  page: 'credentials' | 'socialLinks' | 'passwordSettings';
  /** Types this page exists for; other types redirect to the list (SPEC §2). */
  types: readonly AuthKind[];
  children: (authType: AuthType) => ReactNode;
}

/**
 * Frame of the pages of one authentication type (`/auth-type/<page>/:id`): loads the type,
 * redirects to the list when the page does not apply to its kind, then shows the breadcrumb
 * (Home › Authentication types › title › page), the page's h1 and the page.
 */
export function AuthTypeFrame({ page, types, children }: AuthTypeFrameProps) {
  const translate = useTranslate();
  const label = useGetResourceLabel();
  const { id = '' } = useParams();
  const { declaration } = useResourceScope();
  const listPath = pathFor(declaration, 'list');
  // The declarations (and so the endpoints) load with the first admin screen: wait for them.
  const ready = useRegistry() !== null;
  const { data, isPending, error } = useGetOne<AuthType>('authType', { id }, { enabled: ready });
  if (isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  if (error || !data) return <Alert severity="error">{translate('adminPages.authType.notFound')}</Alert>;
  if (!types.includes(data.type)) return <Navigate to={listPath} replace />;
  const title = translate(`adminPages.authType.${page}.title`, { name: data.title });
  return (
    <Box sx={{ mt: 1, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Title title={title} />
      <Breadcrumbs aria-label={translate('framework.breadcrumb.label')}>
        <MuiLink component={Link} to="/" underline="hover" color="inherit">
          {translate('framework.breadcrumb.home')}
        </MuiLink>
        <MuiLink component={Link} to={listPath} underline="hover" color="inherit">
          {label('authType', 2)}
        </MuiLink>
        <MuiLink
          component={Link}
          to={pathFor(declaration, 'update', { id: data.id })}
          underline="hover"
          color="inherit"
        >
          {data.title}
        </MuiLink>
        <Typography color="text.primary" aria-current="page">
          {translate(`adminPages.authType.${page}.breadcrumb`)}
        </Typography>
      </Breadcrumbs>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {children(data)}
    </Box>
  );
}
