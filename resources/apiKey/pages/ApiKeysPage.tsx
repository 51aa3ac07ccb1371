import { useEffect, useState } from 'react';
import { Alert, Button, Card, Stack, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import {
  Confirm,
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  Pagination,
  useList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeyEndpoints } from '../../../src/api/contract/endpoints/accountEndpoints';
import { readAllPages } from '../../../src/api/http/readAllPages';
import type { ApiKey } from '../../../src/api/contract/me';
import { dataTableScroller, ScrollRegion } from '../../../src/framework/layout/ScrollRegion';
import { useServices } from '../../../src/framework/ServicesContext';
import { errorMessage } from '../../../src/providers/errorMessage';
import { MeFrame } from '../../../src/framework/myArea/MeFrame';
import { useMe } from '../../../src/framework/myArea/useMe';
import { apiKeysQueryKey } from '../apiKeyQueries';
import { ApiKeyCards } from '../ApiKeyCards';
import { ApiKeyRowActions } from '../ApiKeyRowActions';
import { KeyDialog } from '../KeyDialog';
import { forgetRevealedKey, peekRevealedKey } from '../revealedKey';
import { LocalDateTime } from '../../../src/framework/i18n/LocalDateTime';
import { UsageExample } from '../UsageExample';

const short = (text: string | null | undefined) => (text && text.length > 40 ? `${text.slice(0, 40)}…` : (text ?? ''));

/**
 * me/api (my_api): the user's API keys. react-admin's DataTable over `useList` rather than a
 * resource declaration: the keys are the signed-in user's own (no admin menu entry, no registry
 * resource), few (all read at once, sorted and paged in the browser), and their actions (regenerate,
 * the once-only key dialog) are specific to this screen. At a phone's width the same list context
 * shows cards (`ApiKeyCards`) instead of the table, above the same pagination.
 */
export default function ApiKeysPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { client, isDemo } = useServices();
  const queryClient = useQueryClient();
  const me = useMe();
  const [shown, setShown] = useState(() => peekRevealedKey());
  useEffect(forgetRevealedKey, []);
  const [confirm, setConfirm] = useState<{ action: 'regenerate' | 'delete'; key: ApiKey } | null>(null);
  const keys = useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) =>
      readAllPages((page, size) => client.call(apiKeyEndpoints.list, { query: { page, page_size: size }, signal })),
  });
  const list = useList({
    data: keys.data,
    isPending: keys.isPending,
    perPage: 25,
    sort: { field: 'created_at', order: 'DESC' },
  });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const onRegenerate = (key: ApiKey) => setConfirm({ action: 'regenerate', key });
  const onDelete = (key: ApiKey) => setConfirm({ action: 'delete', key });

  const act = async () => {
    if (!confirm) return;
    const { action, key } = confirm;
    setConfirm(null);
    try {
      if (action === 'regenerate') {
        const { data } = await client.call(apiKeyEndpoints.regenerate, { params: { id: key.id } });
        setShown({ id: data.id, name: data.name, key: data.key });
        notify('me.api.regenerated', { type: 'success' });
      } else {
        await client.call(apiKeyEndpoints.delete, { params: { id: key.id } });
        notify('me.api.deleted', { type: 'success' });
      }
      await queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    } catch (error) {
      const { key: message, args } = errorMessage(error);
      notify(message, { type: 'error', messageArgs: args });
    }
  };

  return (
    <MeFrame section="my_api" title={translate('me.api.title')}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to="/me/api/create" variant="contained" startIcon={<AddIcon />} disabled={isDemo}>
          {translate('me.api.create')}
        </Button>
      </Stack>
      {keys.isError && (
        <Alert severity="error">{translate(errorMessage(keys.error).key, errorMessage(keys.error).args)}</Alert>
      )}
      <Card>
        <ResourceContextProvider value="internal-api-key">
          <ListContextProvider value={list}>
            {phone ? (
              <ApiKeyCards onRegenerate={onRegenerate} onDelete={onDelete} />
            ) : (
              <ScrollRegion label={translate('me.api.title')} target={dataTableScroller}>
                <DataTable
                  bulkActionButtons={false}
                  rowClick={false}
                  empty={<Alert severity="info">{translate('me.api.empty')}</Alert>}
                >
                  <DataTable.Col source="__actions" label={translate('me.api.fields.actions')} disableSort>
                    <ApiKeyRowActions onRegenerate={onRegenerate} onDelete={onDelete} />
                  </DataTable.Col>
                  <DataTable.Col source="name" label={translate('me.api.fields.name')} />
                  <DataTable.Col
                    source="note"
                    label={translate('me.api.fields.note')}
                    render={(record: ApiKey) => short(record.note)}
                  />
                  <DataTable.Col source="id" label={translate('me.api.fields.id')} />
                  <DataTable.Col
                    source="created_at"
                    label={translate('me.api.fields.created_at')}
                    render={(record: ApiKey) => <LocalDateTime value={record.created_at} />}
                  />
                  <DataTable.Col
                    source="updated_at"
                    label={translate('me.api.fields.updated_at')}
                    render={(record: ApiKey) => <LocalDateTime value={record.updated_at} />}
                  />
                </DataTable>
              </ScrollRegion>
            )}
            <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
          </ListContextProvider>
        </ResourceContextProvider>
      </Card>
      <UsageExample me={me.data} />
      <KeyDialog value={shown} onClose={() => setShown(null)} />
      <Confirm
        isOpen={confirm !== null}
        title={translate(
          confirm?.action === 'delete' ? 'me.api.confirm.deleteTitle' : 'me.api.confirm.regenerateTitle',
          { name: confirm?.key.name ?? '' },
        )}
        content={translate(confirm?.action === 'delete' ? 'me.api.confirm.delete' : 'me.api.confirm.regenerate')}
        confirm={translate(confirm?.action === 'delete' ? 'ra.action.delete' : 'me.api.confirm.regenerateAction')}
        onConfirm={() => void act()}
        onClose={() => setConfirm(null)}
      />
    </MeFrame>
  );
}
