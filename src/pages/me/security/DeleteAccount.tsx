import { useState } from 'react';
import { Alert, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { meEndpoints } from '../../../api/contract/endpoints/meEndpoints';
import { useServices } from '../../../framework/ServicesContext';
import { useSecurityAction } from './useSecurityAction';

/** Account deletion: asks for confirmation (irreversible), then the session ends and the sign-in page shows. */
export function DeleteAccount() {
  const translate = useTranslate();
  const { client, session, isDemo } = useServices();
  const [confirm, setConfirm] = useState(false);
  const { pending, error, run } = useSecurityAction();
  const remove = () => {
    setConfirm(false);
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
      <Confirm
        isOpen={confirm}
        title={translate('me.security.delete.confirmTitle')}
        content={translate('me.security.irreversible')}
        confirm={translate('me.security.delete.action')}
        onConfirm={remove}
        onClose={() => setConfirm(false)}
      />
    </Card>
  );
}
