import type { ReactNode } from 'react';
import { Breadcrumbs, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * A page's header outside the resource screens (the import pages): breadcrumbs (Home › … ›
 * current), the page's only h1 and its actions; also sets the app bar title.
 */
export function PageHeader({
  title,
  crumbs,
  actions,
}: {
  title: string;
  crumbs: readonly Crumb[];
  actions?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ mt: 1, mb: 2 }}>
      <Title title={title} />
      <Breadcrumbs aria-label={translate('framework.breadcrumb.label')}>
        <MuiLink component={Link} to="/" underline="hover" color="inherit">
          {translate('framework.breadcrumb.home')}
        </MuiLink>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <MuiLink key={crumb.label} component={Link} to={crumb.to} underline="hover" color="inherit">
              {crumb.label}
            </MuiLink>
          ) : (
            <Typography key={crumb.label} color="text.primary" aria-current="page">
              {crumb.label}
            </Typography>
          ),
        )}
      </Breadcrumbs>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {actions}
      </Stack>
    </Stack>
  );
}
