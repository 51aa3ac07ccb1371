import { useEffect, useState } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { Confirm, useList, useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeyEndpoints } from '../../../src/api/contract/endpoints/accountEndpoints';
import { readAllPages } from '../../../src/api/http/readAllPages';
import type { ApiKey } from '../../../src/api/contract/me';
import { useServices } from '../../../src/framework/ServicesContext';
import { errorMessage } from '../../../src/providers/errorMessage';
import { MeFrame } from '../../../src/framework/myArea/MeFrame';
import { useMe } from '../../../src/framework/myArea/useMe';
import { apiKeysQueryKey } from '../apiKeyQueries';
import { ApiKeyRowActions } from '../ApiKeyRowActions';
import { KeyDialog } from '../KeyDialog';
import { forgetRevealedKey, peekRevealedKey } from '../revealedKey';
import { LocalDateTime } from '../../../src/framework/i18n/LocalDateTime';
import { UsageExample } from '../UsageExample';
import { RecordsList } from '../../../src/framework/recordsList/RecordsList';
import type { RecordColumn } from '../../../src/framework/recordsList/RecordColumn';

const short = (text: string | null | undefined) => (text && text.length > 40 ? `${text.slice(0, 40)}…` : (text ?? ''));

/**
 * me/api (my_api): the user's API keys. A records list over `useList` rather than the generic
 * resource list: the keys are the signed-in user's own (no admin menu entry), few (all read at
 * once, sorted and paged in the browser), and their actions (regenerate, the once-only key dialog)
 * are specific to this screen. At a phone's width a card per key: name, note, identifier, creation
 * and update dates, and the row's actions.
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
    error: keys.error,
    perPage: 25,
    sort: { field: 'created_at', order: 'DESC' },
  });
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

  const label = (field: string) => translate(`me.api.fields.${field}`);
  const actions = <ApiKeyRowActions onRegenerate={onRegenerate} onDelete={onDelete} />;
  const columns: RecordColumn<ApiKey>[] = [
    { source: '__actions', label: label('actions'), labelHidden: true, render: () => actions },
    { source: 'name', label: label('name'), sortable: true },
    { source: 'note', label: label('note'), sortable: true, render: (record) => short(record.note) },
    { source: 'id', label: label('id'), sortable: true },
    {
      source: 'created_at',
      label: label('created_at'),
      sortable: true,
      render: (record) => <LocalDateTime value={record.created_at} />,
    },
    {
      source: 'updated_at',
      label: label('updated_at'),
      sortable: true,
      render: (record) => <LocalDateTime value={record.updated_at} />,
    },
  ];

  return (
    <MeFrame section="my_api" title={translate('me.api.title')}>
      <RecordsList
        list={list}
        resource="internal-api-key"
        label={translate('me.api.title')}
        columns={columns}
        card={(key, value) => ({
          title: key.name,
          lines: [...(key.note ? [key.note] : []), value('id'), value('created_at'), value('updated_at')],
          actions,
        })}
        empty={translate('me.api.empty')}
        toolbar={
          <Box sx={{ ml: 'auto' }}>
            <Button component={Link} to="/me/api/create" variant="contained" startIcon={<AddIcon />} disabled={isDemo}>
              {translate('me.api.create')}
            </Button>
          </Box>
        }
      />
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
