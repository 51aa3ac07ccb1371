import { useState } from 'react';
import { Alert, Button, Card, CardContent, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { Confirm, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '../../../api/contract/endpoints/sessionEndpoints';
import { meEndpoints } from '../../../api/contract/endpoints/meEndpoints';
import type { CurrentUser } from '../../../api/contract/me';
import { useServices } from '../../../framework/ServicesContext';
import { useSetMe } from '../useMe';
import { useSecurityAction } from './useSecurityAction';

const providerName = (provider: string) => provider.charAt(0).toUpperCase() + provider.slice(1);

/**
 * Linked and available social accounts (the providers of the organization's social login types).
 * Link / unlink return to this page with `?status=<action>&provider=<provider>`; unlinking asks
 * for confirmation, and the last login method cannot be removed.
 */
export function SocialAccounts({ me, loginMethods }: { me: CurrentUser; loginMethods: number }) {
  const translate = useTranslate();
  const { client, isDemo } = useServices();
  const setMe = useSetMe();
  const [, setSearch] = useSearchParams();
  const [confirm, setConfirm] = useState<string | null>(null);
  const { pending, error, setError, run } = useSecurityAction();
  const methods = useQuery({
    queryKey: ['auth', 'methods'],
    queryFn: ({ signal }) => client.call(authEndpoints.methods, { signal }),
  });
  const linked = me.linked_providers ?? [];
  const offered = [...new Set((methods.data?.items ?? []).flatMap((m) => (m.type === 'social' && m.provider ? [m.provider] : [])))];
  const providers = [...new Set([...linked, ...offered])];

  const change = (provider: string, action: 'linked' | 'unlinked') =>
    run(provider, async () => {
      // TODO(provider round trip): `me.socialLink` takes the access token the provider issues on
      // its round trip (as /social-login sends it); linking from here sends none yet.
      const user = await client.call(action === 'linked' ? meEndpoints.socialLink : meEndpoints.socialUnlink, { params: { provider } });
      setMe(user);
      setSearch({ status: action, provider }, { replace: true });
    });

  const unlink = (provider: string) => {
    setConfirm(null);
    if (loginMethods <= 1) return setError({ key: 'server.lastLoginMethod' });
    void change(provider, 'unlinked');
  };

  return (
    <Card component="section" aria-labelledby="social-accounts-title">
      <CardContent>
        <Typography id="social-accounts-title" variant="h6" component="h2">
          {translate('me.security.social.title')}
        </Typography>
        {methods.isPending && <CircularProgress size={20} aria-label={translate('me.loading')} />}
        {!methods.isPending && providers.length === 0 && <Typography color="text.secondary">{translate('me.security.social.none')}</Typography>}
        {error && (
          <Alert severity="error" role="alert">
            {translate(error.key, error.args)}
          </Alert>
        )}
        <List>
          {providers.map((provider) => {
            const isLinked = linked.includes(provider);
            const name = providerName(provider);
            return (
              <ListItem
                key={provider}
                secondaryAction={
                  <Button
                    variant={isLinked ? 'outlined' : 'contained'}
                    color={isLinked ? 'error' : 'primary'}
                    disabled={isDemo || pending !== null}
                    startIcon={pending === provider ? <CircularProgress size={16} aria-hidden /> : undefined}
                    onClick={() => (isLinked ? setConfirm(provider) : void change(provider, 'linked'))}
                  >
                    {translate(isLinked ? 'me.security.social.unlink' : 'me.security.social.link', { provider: name })}
                  </Button>
                }
              >
                <ListItemText
                  primary={name}
                  secondary={translate(isLinked ? 'me.security.social.linked' : 'me.security.social.available')}
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
      <Confirm
        isOpen={confirm !== null}
        title={translate('me.security.social.confirmTitle', { provider: providerName(confirm ?? '') })}
        content={translate('me.security.irreversible')}
        confirm={translate('me.security.social.unlinkShort')}
        onConfirm={() => confirm && unlink(confirm)}
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
}
