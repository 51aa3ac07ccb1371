import { Alert, LinearProgress } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../providers/errorMessage';
import { MeFrame } from '../../framework/myArea/MeFrame';
import { DeleteAccount } from './security/DeleteAccount';
import { PasswordAccess } from './security/PasswordAccess';
import { SocialAccounts } from './security/SocialAccounts';
import { useMe } from '../../framework/myArea/useMe';
import { providerName } from '../../framework/socialLogin/socialIntent';
import { readSecurityStatus } from '../../framework/socialLogin/securityStatus';
import { useLatestInitData } from '../../framework/InitDataContext';

/**
 * me/security (my_security): social accounts, username/password access, account deletion. A
 * link or unlink comes back here with `?status=link|unlink&provider=…` (SPEC §2), told as a status line.
 */
export default function SecurityPage() {
  const translate = useTranslate();
  const me = useMe();
  const [search] = useSearchParams();
  const init = useLatestInitData();
  const read = readSecurityStatus(search);
  // Only a provider the service offers is named: the address is anyone's to write.
  const offered = init?.social_providers ?? me.data?.linked_providers ?? [];
  const status = read && offered.includes(read.provider) ? read : null;
  const loginMethods = me.data ? (me.data.has_password !== false ? 1 : 0) + (me.data.linked_providers?.length ?? 0) : 0;
  return (
    <MeFrame section="my_security" title={translate('me.security.title')}>
      {status && (
        <Alert severity="success" role="status">
          {translate(`me.security.status.${status.action}`, { provider: providerName(status.provider) })}
        </Alert>
      )}
      {me.isPending && <LinearProgress aria-label={translate('me.loading')} />}
      {me.isError && (
        <Alert severity="error">{translate(errorMessage(me.error).key, errorMessage(me.error).args)}</Alert>
      )}
      {me.data && (
        <>
          <SocialAccounts me={me.data} loginMethods={loginMethods} />
          <PasswordAccess me={me.data} loginMethods={loginMethods} />
          <DeleteAccount me={me.data} />
        </>
      )}
    </MeFrame>
  );
}
