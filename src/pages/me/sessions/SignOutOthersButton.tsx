import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { mySessionEndpoints } from '../../../api/contract/endpoints/accountEndpoints';
import { useServices } from '../../../framework/ServicesContext';
import { errorMessage } from '../../../providers/errorMessage';
import { mySessionsKey } from './RevokeSelectedButton';

/**
 * "Sign out all other sessions" (after confirmation): `mySession.deleteMany` without ids, which the
 * contract defines as every session of the caller but the current one, so one that began after the
 * list was read is signed out too. `others` is how many the list shows; with none, nothing to do.
 */
export function SignOutOthersButton({ others }: { others: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { client, isDemo } = useServices();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const signOutOthers = async () => {
    setOpen(false);
    setPending(true);
    try {
      const { deleted } = await client.call(mySessionEndpoints.deleteMany, { query: {} });
      notify('me.session.signOutOthers.done', { type: 'success', messageArgs: { smart_count: deleted } });
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
      <Button
        color="error"
        variant="outlined"
        size="small"
        startIcon={pending ? <CircularProgress size={16} aria-hidden /> : <LogoutIcon />}
        // Locked in demo mode like the other my-area writes (MeFrame shows the read-only notice).
        disabled={pending || isDemo || others === 0}
        onClick={() => setOpen(true)}
      >
        {translate('me.session.signOutOthers.button')}
      </Button>
      <Confirm
        isOpen={open}
        title={translate('me.session.signOutOthers.title')}
        content={translate('me.session.signOutOthers.content', { smart_count: others })}
        confirm={translate('me.session.signOutOthers.confirm')}
        confirmColor="warning"
        onConfirm={() => void signOutOthers()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
