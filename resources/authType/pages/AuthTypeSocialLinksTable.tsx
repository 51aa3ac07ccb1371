import {
  Alert,
  Card,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  CircularProgress,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { AuthType } from '../../../src/api/contract/authType';
import { authTypeEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import { ScrollRegion } from '../../../src/framework/layout/ScrollRegion';
import { useServices } from '../../../src/framework/ServicesContext';
import { socialProviderName } from '../../../src/api/contract/rules/socialProviderName';

/** The sign-in link of each provider of a type (by its name: GitHub), to copy. */
export function AuthTypeSocialLinksTable({ authType }: { authType: AuthType }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { client } = useServices();
  const links = useQuery({
    queryKey: ['authType', 'socialLinks', authType.id],
    queryFn: ({ signal }) => client.call(authTypeEndpoints.socialLinks, { params: { id: authType.id }, signal }),
  });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify('framework.action.copied', { type: 'info' });
    } catch {
      notify('framework.action.copyFailed', { type: 'warning' });
    }
  };
  if (links.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (links.isError) return <Alert severity="error">{translate('adminPages.authType.socialLinks.error')}</Alert>;
  if (links.data.items.length === 0)
    return <Alert severity="info">{translate('adminPages.authType.socialLinks.empty')}</Alert>;
  return (
    <Card>
      <ScrollRegion label={translate('adminPages.authType.socialLinks.breadcrumb')}>
        <Table aria-label={translate('adminPages.authType.socialLinks.breadcrumb')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('adminPages.authType.socialLinks.provider')}</TableCell>
              <TableCell>{translate('adminPages.authType.socialLinks.url')}</TableCell>
              <TableCell>{translate('framework.list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {links.data.items.map((link) => {
              const provider = socialProviderName(link.provider);
              const copyLabel = translate('adminPages.authType.socialLinks.copy', { provider });
              return (
                <TableRow key={link.provider}>
                  <TableCell>{provider}</TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                      {link.url}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Tooltip title={copyLabel}>
                      <IconButton aria-label={copyLabel} onClick={() => copy(link.url)}>
                        <ContentCopyIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Card>
  );
}
