import { useState } from 'react';
import { lazyPage } from '../../framework/routing/lazyPage';
import { captureSocialCallback } from './socialCallback';

const page = lazyPage(() => import('./SocialLoginPage'));

/** /social-login: takes the tokens out of the URL on the first render, then the (lazy) page handles them. */
export function SocialLoginRoute() {
  useState(() => {
    captureSocialCallback();
    return true;
  });
  return <>{page}</>;
}
