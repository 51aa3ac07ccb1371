import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  DialogContentText,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { meEndpoints } from '../../../api/contract/endpoints/meEndpoints';
import type { CurrentUser } from '../../../api/contract/me';
import { useServices } from '../../../framework/ServicesContext';
import { DestructiveConfirm } from '../../../framework/layout/DestructiveConfirm';
import { useSecurityAction } from './useSecurityAction';

/** What the account is called where it signs in: the e-mail, or the username in simple sign-in mode. */
const accountNameOf = (me: CurrentUser) => me.email ?? me.username ?? '';

/** The typed text names this account: its e-mail (any case) or its username. */
const namesAccount = (typed: string, me: CurrentUser) => {
  const text = typed.trim();
  if (!text) return false;
  return text.toLowerCase() === me.email?.toLowerCase() || text === me.username;
};

/**
 * Account deletion: irreversible, so the confirmation asks to type the account's e-mail or username
 * (its Delete stays disabled until it matches), then the session ends and the sign-in page shows.
 */
export function DeleteAccount({ me }: { me: CurrentUser }) {
  const translate = useTranslate();
  const { client, session, isDemo } = useServices();
  const [confirm, setConfirm] = useState(false);
  const [typed, setTyped] = useState('');
  const { pending, error, run } = useSecurityAction();
  const close = () => {
    setConfirm(false);
    setTyped('');
  };
  const remove = () => {
    close();
    void run('delete', async () => {
      await client.call(meEndpoints.delete);
      session.clear();
    });
  };
  return (
    <Card component="section" aria-labelledby="delete-account-title">
      <CardContent>
        <Typography id="delete-account-title" variant="h6" component="h2">
          {translate('me.security.delete.title')}
        </Typography>
        <Typography color="text.secondary" paragraph>
          {translate('me.security.delete.explain')}
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {translate(error.key, error.args)}
          </Alert>
        )}
        <Button
          color="error"
          variant="outlined"
          disabled={isDemo || pending !== null}
          onClick={() => setConfirm(true)}
          startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {translate('me.security.delete.action')}
        </Button>
      </CardContent>
      <DestructiveConfirm
        open={confirm}
        title={translate('me.security.delete.confirmTitle')}
        confirmLabel={translate('me.security.delete.action')}
        confirmDisabled={!namesAccount(typed, me)}
        onConfirm={remove}
        onClose={close}
      >
        <DialogContentText>
          {translate('me.security.delete.explain')} {translate('me.security.irreversible')}
        </DialogContentText>
        <TextField
          margin="dense"
          fullWidth
          label={translate('me.security.delete.typeToConfirm', { name: accountNameOf(me) })}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } }}
        />
      </DestructiveConfirm>
    </Card>
  );
}
