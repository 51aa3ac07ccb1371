import { useEffect, useRef, useState } from 'react';
import { Alert, Box, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { meEndpoints } from '../../api/contract/endpoints/meEndpoints';
import { useServices } from '../../framework/ServicesContext';
import { errorMessage } from '../../providers/errorMessage';
import { signInWithSocialToken } from '../../providers/signInWithSocialToken';
import { GuestCard } from './GuestCard';
import { SocialButtons } from '../../framework/socialLogin/SocialButtons';
import { forgetSocialCallback, readSocialCallback, type SocialCallback } from './socialCallback';
import { keepSignUpAccount, providerName, takeSocialIntent } from '../../framework/socialLogin/socialIntent';
import type { ShownError } from './useGuestCall';
import { securityStatusQuery } from '../../framework/socialLogin/securityStatus';

/**
 * /social-login (social_login): the social sign-in page and the provider's callback. With console
 * tokens in the query they are stored; with a provider token the account is signed in (guest),
 * linked (signed in, then back to /me/security with the status) or kept for the sign-up. Tokens
 * leave the URL at once. Without a token: the provider buttons (and the provider's error, if any).
 */
export default function SocialLoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { client, session, deviceId } = useServices();
  const callback = useRef<SocialCallback | null>(null);
  callback.current ??= readSocialCallback();
  const { accessToken, refreshToken, expiresIn, provider, authTypeId, providerError } = callback.current;
  const [error, setError] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(!!accessToken);
  const started = useRef(false);

  useEffect(() => {
    if (!accessToken || started.current) return;
    started.current = true;
    forgetSocialCallback();
    const intent = takeSocialIntent() ?? (session.isSignedIn ? 'link' : 'sign-in');
    const finish = async () => {
      if (expiresIn && refreshToken !== null) {
        session.set({
          access_token: accessToken,
          refresh_token: refreshToken,
          expires_in: Number(expiresIn),
          auth_type_id: authTypeId,
        });
        navigate('/', { replace: true });
      } else if (intent === 'sign-up' && !session.isSignedIn) {
        keepSignUpAccount({ provider, access_token: accessToken });
        navigate('/sign-up', { replace: true });
      } else if (session.isSignedIn) {
        await client.call(meEndpoints.socialLink, { params: { provider }, body: { access_token: accessToken } });
        navigate(`/me/security?${new URLSearchParams(securityStatusQuery('link', provider)).toString()}`, {
          replace: true,
        });
      } else {
        await signInWithSocialToken({ client, session, deviceId }, { accessToken, authTypeId }, () =>
          navigate('/', { replace: true }),
        );
      }
    };
    finish().catch((failure: unknown) => {
      setError(errorMessage(failure));
      setBusy(false);
    });
  }, [accessToken, refreshToken, expiresIn, provider, authTypeId, client, session, deviceId, navigate]);

  return (
    <GuestCard title={translate('guest.social.title')}>
      {busy && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate('guest.social.signingIn', { provider: providerName(provider) })}</Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {translate(error.key, error.args)}
        </Alert>
      )}
      {!busy && !error && provider && !accessToken && (
        <Alert severity="warning" role="alert">
          {translate(providerError ? 'guest.social.refused' : 'guest.social.noAccount', {
            provider: providerName(provider),
          })}
        </Alert>
      )}
      {!busy && (
        <>
          <Typography color="text.secondary">{translate('guest.social.explain')}</Typography>
          <SocialButtons intent={session.isSignedIn ? 'link' : 'sign-in'} />
          <MuiLink component={Link} to="/">
            {translate(session.isSignedIn ? 'guest.backHome' : 'guest.backToSignIn')}
          </MuiLink>
        </>
      )}
    </GuestCard>
  );
}
