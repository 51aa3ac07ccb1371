import { useEffect, useRef, useState } from 'react';
import { Alert, CircularProgress, Link as MuiLink } from '@mui/material';
import { Link, useHref, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { publicEndpoints } from '../../api/contract/endpoints/publicEndpoints';
import { useServices } from '../../framework/ServicesContext';
import { errorMessage } from '../../providers/errorMessage';
import { GuestCard } from './GuestCard';
import type { ShownError } from './useGuestCall';

/**
 * Sign-up completion link (`/sign-up/complete?code=…`): confirms the code once; a used, expired or
 * unknown code shows the spec's "no longer valid or has expired" message. The code leaves the URL.
 */
export default function SignUpCompletePage() {
  const translate = useTranslate();
  const { client, config } = useServices();
  // Read while rendering, removed from the address bar once on screen: a render React discards
  // (and starts again) must still find the code.
  const { pathname, search } = useLocation();
  const [code] = useState(() => new URLSearchParams(search).get('code') ?? '');
  const withoutCode = useHref({ pathname });
  const [state, setState] = useState<{ domain: string } | ShownError | 'pending'>(
    code ? 'pending' : { key: 'server.signUpLinkInvalid' },
  );
  const started = useRef(false);
  useEffect(() => {
    if (code) window.history.replaceState(window.history.state, '', withoutCode);
    if (started.current || !code) return;
    started.current = true;
    client.call(publicEndpoints.signComplete, { body: { code } }).then(
      (answer) => setState({ domain: answer.domain }),
      (failure: unknown) => setState(errorMessage(failure)),
    );
  }, [client, code, withoutCode]);
  const { protocol, port } = window.location;
  return (
    <GuestCard title={translate('guest.signUpComplete.title')}>
      {state === 'pending' ? (
        <CircularProgress aria-label={translate('guest.loading')} />
      ) : 'domain' in state ? (
        <>
          <Alert severity="success" role="status">
            {translate('guest.signUpComplete.done')}
          </Alert>
          {state.domain && (
            <MuiLink href={`${protocol}//${state.domain}.${config.platformDomain}${port ? `:${port}` : ''}/`}>
              {translate('guest.signUpComplete.open')}
            </MuiLink>
          )}
        </>
      ) : (
        <Alert severity="error" role="alert">
          {translate(state.key, state.args)}
        </Alert>
      )}
      <MuiLink component={Link} to="/">
        {translate('guest.backToSignIn')}
      </MuiLink>
    </GuestCard>
  );
}
