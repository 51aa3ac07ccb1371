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
import { keepSignUpAccount, providerName } from '../../framework/socialLogin/socialIntent';
import {
  finishSocialRoundTrip,
  spendSocialRoundTrip,
  type SocialRoundTrip,
} from '../../framework/socialLogin/socialRoundTrip';
import type { ShownError } from './useGuestCall';
import { securityStatusQuery } from '../../framework/socialLogin/securityStatus';
import { socialCallbackAction } from './socialCallbackAction';

const refusals = { unrequested: 'guest.social.unrequested', signedIn: 'guest.social.alreadySignedIn' } as const;

/**
 * /social-login (social_login): the social sign-in page and the provider's callback. A token is
 * acted on only for the round trip this tab started (its `state`, socialRoundTrip.ts), once, and
 * never replaces a signed-in session (`socialCallbackAction`): console tokens are stored, a
 * provider token signs the guest in, is kept for the sign-up, or is linked to the signed-in account
 * (then back to /me/security with the status). Tokens leave the URL at once. Every text comes from
 * the catalogs; the provider named is the one of the trip this tab started, never the query's.
 */
export default function SocialLoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { client, session, deviceId } = useServices();
  const callback = useRef<SocialCallback | null>(null);
  callback.current ??= readSocialCallback();
  const { accessToken, refreshToken, expiresIn, authTypeId, providerError, state } = callback.current;
  // The round trip this callback ends (read once: a state is good for one callback).
  const trip = useRef<{ value: SocialRoundTrip | null } | null>(null);
  trip.current ??= { value: accessToken || providerError ? finishSocialRoundTrip(state) : null };
  const tripProvider = trip.current.value?.provider ?? '';
  const [error, setError] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(!!accessToken);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    spendSocialRoundTrip();
    if (!accessToken) return;
    forgetSocialCallback();
    const action = socialCallbackAction(
      { accessToken, refreshToken, expiresIn },
      trip.current?.value ?? null,
      session.isSignedIn,
    );
    const finish = async () => {
      switch (action.kind) {
        case 'none':
          return;
        case 'refuse':
          setError({ key: refusals[action.reason] });
          setBusy(false);
          return;
        case 'store-tokens':
          session.set({
            access_token: accessToken,
            refresh_token: refreshToken ?? '',
            expires_in: Number(expiresIn),
            auth_type_id: authTypeId,
          });
          navigate('/', { replace: true });
          return;
        case 'sign-up':
          keepSignUpAccount({ provider: action.provider, access_token: accessToken });
          navigate('/sign-up', { replace: true });
          return;
        case 'link':
          await client.call(meEndpoints.socialLink, {
            params: { provider: action.provider },
            body: { access_token: accessToken },
          });
          navigate(`/me/security?${new URLSearchParams(securityStatusQuery('link', action.provider)).toString()}`, {
            replace: true,
          });
          return;
        case 'sign-in':
          await signInWithSocialToken({ client, session, deviceId }, { accessToken, authTypeId }, () =>
            navigate('/', { replace: true }),
          );
      }
    };
    finish().catch((failure: unknown) => {
      setError(errorMessage(failure));
      setBusy(false);
    });
  }, [accessToken, refreshToken, expiresIn, authTypeId, client, session, deviceId, navigate]);

  const named = (key: string) =>
    tripProvider ? translate(key, { provider: providerName(tripProvider) }) : translate(`${key}Unnamed`);
  return (
    <GuestCard title={translate('guest.social.title')}>
      {busy && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{named('guest.social.signingIn')}</Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {translate(error.key, error.args)}
        </Alert>
      )}
      {!busy && !error && !accessToken && (providerError !== null || callback.current.provider !== '') && (
        <Alert severity="warning" role="alert">
          {named(providerError !== null ? 'guest.social.refused' : 'guest.social.noAccount')}
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
