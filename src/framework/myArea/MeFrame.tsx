import type { ReactNode } from 'react';
import { Alert, Box, Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { raSimpleFormContent } from '../internals/raSimpleFormContent';
import { useServices } from '../ServicesContext';
import { phoneWidth } from '../layout/phoneWidth';
import { MeMenu } from './MeMenu';
import { meSections, type MeSectionName } from './meSections';

/**
 * react-admin leaves 5em under a form's fields on a phone, room for the toolbar it fixes to the
 * screen's bottom; the my-area toolbar stays under its form (`MeFormToolbar`), so that room would
 * be an empty gap between the fields and their Save.
 */
const frameSx = (theme: Theme) => ({
  p: { xs: 1, sm: 2 },
  [`& ${raSimpleFormContent}`]: { [phoneWidth(theme)]: { paddingBottom: theme.spacing(2) } },
});

/**
 * Frame of every my-area page: breadcrumbs (Home › My account › section), the page's single h1,
 * the my-area menu, and in demo mode the read-only notice (the pages disable their controls).
 */
export function MeFrame({
  section,
  title,
  children,
  crumb,
}: {
  section: MeSectionName;
  title: string;
  children: ReactNode;
  crumb?: string;
}) {
  const translate = useTranslate();
  const { isDemo } = useServices();
  const sectionPath = meSections.find((s) => s.name === section)?.path ?? '/me';
  const sectionLabel = translate(meSections.find((s) => s.name === section)?.label ?? 'me.menu.label');
  return (
    <Box component="section" sx={frameSx}>
      <Title title={title} />
      <Breadcrumbs aria-label={translate('me.breadcrumb')} sx={{ mb: 1 }}>
        <MuiLink component={Link} to="/" underline="hover" color="inherit">
          {translate('app.menu.home')}
        </MuiLink>
        <MuiLink component={Link} to="/me" underline="hover" color="inherit">
          {translate('app.menu.me')}
        </MuiLink>
        {crumb ? (
          <MuiLink component={Link} to={sectionPath} underline="hover" color="inherit">
            {sectionLabel}
          </MuiLink>
        ) : (
          <Typography color="text.primary" aria-current="page">
            {sectionLabel}
          </Typography>
        )}
        {crumb && (
          <Typography color="text.primary" aria-current="page">
            {crumb}
          </Typography>
        )}
      </Breadcrumbs>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {isDemo && (
        <Box sx={{ mb: 2 }}>
          <Alert severity="warning">{translate('me.demoReadOnly')}</Alert>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
        <MeMenu current={section} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>
      </Box>
    </Box>
  );
}
