import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Confirm, useListContext, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { mySessionEndpoints } from '../../../api/contract/endpoints/accountEndpoints';
import type { Session } from '../../../api/contract/user';
import { useServices } from '../../../framework/ServicesContext';
import { InBulkToolbar } from '../../../framework/recordsList/InBulkToolbar';
import { errorMessage } from '../../../providers/errorMessage';

export const mySessionsKey = ['me', 'sessions'] as const;

/**
 * Revokes the selected sessions (`mySession.deleteMany` with their ids) after confirmation. Revoking
 * the current one ends this session: the console signs out and shows the sign-in page.
 */
export function RevokeSelectedButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { client, session, isDemo } = useServices();
  const { selectedIds, data, onUnselectItems } = useListContext<Session>();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const includesCurrent = (data ?? []).some((row) => row.current && selectedIds.includes(row.id));

  const revoke = async () => {
    setOpen(false);
    setPending(true);
    try {
      await client.call(mySessionEndpoints.deleteMany, { query: { ids: selectedIds.map(String) } });
      onUnselectItems();
      if (includesCurrent) {
        session.clear(); // explicit: lands on the sign-in page
        return;
      }
      notify('me.session.revoked', { type: 'success', messageArgs: { smart_count: selectedIds.length } });
      await queryClient.invalidateQueries({ queryKey: mySessionsKey });
    } catch (error) {
      const { key, args } = errorMessage(error);
      notify(key, { type: 'error', messageArgs: args });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <InBulkToolbar>
        <Button
          color="error"
          size="small"
          startIcon={pending ? <CircularProgress size={16} aria-hidden /> : <BlockIcon />}
          // Locked in demo mode like the other my-area writes (MeFrame shows the read-only notice).
          disabled={pending || isDemo}
          onClick={() => setOpen(true)}
        >
          {translate('me.session.revoke')}
        </Button>
      </InBulkToolbar>
      <Confirm
        isOpen={open}
        title={translate('me.session.confirmTitle', { smart_count: selectedIds.length })}
        content={translate(includesCurrent ? 'me.session.confirmCurrent' : 'me.session.confirm')}
        confirm={translate('me.session.revoke')}
        onConfirm={() => void revoke()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
