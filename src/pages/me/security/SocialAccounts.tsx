import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  DialogContentText,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useTranslate } from 'react-admin';
import { meEndpoints } from '../../../api/contract/endpoints/meEndpoints';
import type { CurrentUser } from '../../../api/contract/me';
import { useServices } from '../../../framework/ServicesContext';
import { providerName } from '../../../framework/socialLogin/socialIntent';
import { followWithState } from '../../../framework/socialLogin/followWithState';
import { socialMethods } from '../../../framework/socialLogin/useSocialMethods';
import { useLatestInitData } from '../../../framework/InitDataContext';
import { useSetMe } from '../../../framework/myArea/useMe';
import { useSecurityAction } from './useSecurityAction';
import { securityStatusQuery } from '../../../framework/socialLogin/securityStatus';
import { DestructiveConfirm } from '../../../framework/layout/DestructiveConfirm';
import { useSignInMethods } from '../../../framework/sessions/useSignInMethods';

/**
 * Linked and available social accounts (the providers of the organization's social login types).
 * Linking goes to the provider's authorize page; its return to /social-login links the account
 * and comes back here with `?status=link&provider=<provider>`. Unlinking asks for confirmation
 * (the last login method cannot be removed) and shows `?status=unlink&provider=<provider>` (SPEC §2).
 */
export function SocialAccounts({ me, loginMethods }: { me: CurrentUser; loginMethods: number }) {
  const translate = useTranslate();
  const { client, isDemo } = useServices();
  const setMe = useSetMe();
  const [, setSearch] = useSearchParams();
  const [confirm, setConfirm] = useState<string | null>(null);
  const { pending, error, setError, run } = useSecurityAction();
  const methods = useSignInMethods();
  const init = useLatestInitData();
  const linked = me.linked_providers ?? [];
  // The authorize page of each offered provider (the first social type offering it).
  const authorizeUrls = new Map<string, string>();
  for (const m of socialMethods(methods.data?.items ?? [], init))
    if (m.provider && m.url && !authorizeUrls.has(m.provider)) authorizeUrls.set(m.provider, m.url);
  const providers = [...new Set([...linked, ...authorizeUrls.keys()])];

  const unlink = (provider: string) => {
    setConfirm(null);
    if (loginMethods <= 1) return setError({ key: 'server.lastLoginMethod' });
    void run(provider, async () => {
      setMe(await client.call(meEndpoints.socialUnlink, { params: { provider } }));
      setSearch(securityStatusQuery('unlink', provider), { replace: true });
    });
  };

  return (
    <Card component="section" aria-labelledby="social-accounts-title">
      <CardContent>
        <Typography id="social-accounts-title" variant="h6" component="h2">
          {translate('me.security.social.title')}
        </Typography>
        {!methods.isPending && providers.length === 0 && (
          <Typography color="text.secondary">{translate('me.security.social.none')}</Typography>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {translate(error.key, error.args)}
          </Alert>
        )}
        <List>
          {providers.map((provider) => {
            const isLinked = linked.includes(provider);
            const name = providerName(provider);
            const disabled = isDemo || pending !== null;
            return (
              <ListItem
                key={provider}
                secondaryAction={
                  isLinked ? (
                    <Button
                      variant="outlined"
                      color="error"
                      disabled={disabled}
                      startIcon={pending === provider ? <CircularProgress size={16} aria-hidden /> : undefined}
                      onClick={() => setConfirm(provider)}
                    >
                      {translate('me.security.social.unlink', { provider: name })}
                    </Button>
                  ) : (
                    // A link to the provider's sign-in page (the round trip ends on /social-login).
                    <Button
                      variant="contained"
                      disabled={disabled}
                      href={disabled ? undefined : authorizeUrls.get(provider)}
                      onClick={(event) => followWithState(event, 'link', provider)}
                    >
                      {translate('me.security.social.link', { provider: name })}
                    </Button>
                  )
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
        {/* Below the list: the linked accounts above it do not move when the offered ones arrive. */}
        {methods.isPending && <CircularProgress size={20} aria-label={translate('me.loading')} />}
      </CardContent>
      <DestructiveConfirm
        open={confirm !== null}
        title={translate('me.security.social.confirmTitle', { provider: providerName(confirm ?? '') })}
        confirmLabel={translate('me.security.social.unlinkShort')}
        confirmIcon={LinkOffIcon}
        onConfirm={() => confirm && unlink(confirm)}
        onClose={() => setConfirm(null)}
      >
        <DialogContentText>{translate('me.security.irreversible')}</DialogContentText>
      </DestructiveConfirm>
    </Card>
  );
}
