import { Box, Button, Stack, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import { pathFor, routeNameFor } from '../pathFor';
import { useRouteAvailable } from '../../routing/DeclaredRoutes';
import { useResourceScope } from '../ResourceScope';
import { ImportButton } from './ImportButton';

/**
 * A list with no record yet (and no filter): react-admin's empty page, made readable — a paragraph
 * rather than an h4 under the page's h1 (heading order), in the secondary text colour rather than
 * the disabled one (contrast) — with the ways to fill it: create, and import where it is offered.
 */
export function EmptyList() {
  const translate = useTranslate();
  const { declaration, parentId } = useResourceScope();
  const available = useRouteAvailable();
  const name = useGetResourceLabel()(declaration.name, 0);
  const canCreate = declaration.create !== false && available(routeNameFor(declaration, 'create'));
  return (
    <Box sx={{ flex: 1, textAlign: 'center', py: 4, px: 2, color: 'text.secondary' }}>
      <InboxIcon aria-hidden sx={{ width: '6em', height: '6em' }} />
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {translate(`resources.${declaration.name}.empty`, { _: translate('ra.page.empty', { name }) })}
      </Typography>
      {canCreate && <Typography>{translate('ra.page.invite')}</Typography>}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
        {canCreate && (
          <Button
            component={Link}
            to={pathFor(declaration, 'create', parentId ? { parentId } : {})}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {translate('ra.action.create')}
          </Button>
        )}
        <ImportButton variant="outlined" />
      </Stack>
    </Box>
  );
}
