import { useState, type MouseEvent } from 'react';
import { Button, CircularProgress, IconButton } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Session } from '../../api/contract/user';
import { errorMessage } from '../../providers/errorMessage';
import { useSessionDeviceName } from './useSessionDeviceName';

/**
 * A row's "Revoke": asks, naming the device, then `revoke()`s the session and reports it. The
 * caller's own session ("This device") has none: ending it is signing out (the account menu), and
 * the list's selection still revokes it with others, saying so first.
 */
export function RevokeSessionButton({
  session,
  revoke,
  onRevoked,
  disabled = false,
  icon = false,
}: {
  session: Session;
  revoke: () => Promise<unknown>;
  onRevoked: () => unknown;
  disabled?: boolean;
  /** An icon button (named, with the same words on hover), for a table's narrow action column. */
  icon?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const deviceName = useSessionDeviceName();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (session.current) return null;
  const device = deviceName(session.agent);

  const confirm = async () => {
    setOpen(false);
    setPending(true);
    try {
      await revoke();
      notify('me.session.revoked', { type: 'success', messageArgs: { smart_count: 1 } });
      await onRevoked();
    } catch (error) {
      const { key, args } = errorMessage(error);
      notify(key, { type: 'error', messageArgs: args });
    } finally {
      setPending(false);
    }
  };

  const label = translate('me.session.revokeOne.label', { device });
  const ask = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      {icon ? (
        <IconButton
          color="error"
          size="small"
          aria-label={label}
          title={label}
          disabled={pending || disabled}
          onClick={ask}
        >
          {pending ? <CircularProgress size={16} aria-hidden /> : <LogoutIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Button
          color="error"
          size="small"
          aria-label={label}
          startIcon={pending ? <CircularProgress size={16} aria-hidden /> : undefined}
          disabled={pending || disabled}
          onClick={ask}
        >
          {translate('me.session.revoke')}
        </Button>
      )}
      <Confirm
        isOpen={open}
        title={translate('me.session.revokeOne.title', { device })}
        content={translate('me.session.revokeOne.content')}
        confirm={translate('me.session.revoke')}
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
