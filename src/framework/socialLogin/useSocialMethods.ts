import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod/mini';
import type { AuthMethods } from '../../api/contract/auth';
import type { InitData } from '../../api/contract/init';
import { useLatestInitData } from '../InitDataContext';
import { authEndpoints } from '../../api/contract/endpoints/sessionEndpoints';
import { safeHref } from '../layout/safeHref';
import { useServices } from '../ServicesContext';
import { takeGuestRequest } from '../guestStartRequests';
import { socialMethodsQuery } from './socialCallbackAddress';

export type AuthMethod = z.infer<typeof AuthMethods>['items'][number];

/**
 * The social methods of an `auth.methods` answer whose URL (the provider's authorize page) is
 * http(s), normalised. Any other URL is dropped: a `javascript:` link would run in the visitor's
 * session. With the init data (SPEC §3), only the providers it offers (`social_providers`, and
 * `types` naming social) are kept.
 */
export function socialMethods(items: readonly AuthMethod[], init: InitData | null): AuthMethod[] {
  const offered = (provider: string) =>
    !init || (init.types.includes('social') && init.social_providers.includes(provider));
  return items.flatMap((m) => {
    const url = safeHref(m.url, { base: document.baseURI });
    return m.type === 'social' && m.provider && offered(m.provider) && url ? [{ ...m, url }] : [];
  });
}

/**
 * Social sign-in methods (`auth.methods`, one per provider of each social type, see
 * `socialMethods`); empty until loaded or on failure.
 */
export function useSocialMethods(): AuthMethod[] {
  const services = useServices();
  const { client, config } = services;
  const init = useLatestInitData();
  const [methods, setMethods] = useState<AuthMethod[]>([]);
  useEffect(() => {
    let active = true;
    // The request main.tsx started before the first render, if any (guestStartRequests.ts).
    const started = takeGuestRequest(services, 'authMethods');
    (started ?? client.call(authEndpoints.methods, { query: socialMethodsQuery(config) })).then(
      (answer) => active && setMethods(answer.items),
      () => undefined, // no social buttons; the form still works
    );
    return () => {
      active = false;
    };
  }, [services, client, config]);
  return useMemo(() => socialMethods(methods, init), [methods, init]);
}
