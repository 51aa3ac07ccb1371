import { useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { lazyPage } from '../../framework/routing/lazyPage';
import { captureSocialCallback, withoutSecrets } from './socialCallback';

const page = lazyPage(() => import('./SocialLoginPage'));

/** /social-login: takes the tokens out of the URL on the first render, then the (lazy) page handles them. */
export function SocialLoginRoute() {
  const { pathname, search } = useLocation();
  const cleanHref = useHref({ pathname, search: withoutSecrets(search) });
  useState(() => {
    captureSocialCallback(search, cleanHref);
    return true;
  });
  return <>{page}</>;
}
