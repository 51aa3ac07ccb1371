import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import type { AuthMethods } from '../../api/contract/auth';
import { authEndpoints } from '../../api/contract/endpoints/sessionEndpoints';
import { safeHref } from '../../framework/layout/safeHref';
import { useServices } from '../../framework/ServicesContext';
import { takeGuestRequest } from '../../framework/guestStartRequests';

export type AuthMethod = z.infer<typeof AuthMethods>['items'][number];

/**
 * The social methods of an `auth.methods` answer whose URL (the provider's authorize page) is
 * http(s), normalised. Any other URL is dropped: a `javascript:` link would run in the visitor's
 * session.
 */
export function socialMethods(items: readonly AuthMethod[]): AuthMethod[] {
  return items.flatMap((m) => {
    const url = safeHref(m.url, { base: document.baseURI });
    return m.type === 'social' && m.provider && url ? [{ ...m, url }] : [];
  });
}

/**
 * Social sign-in methods (`auth.methods`, one per provider of each social type, see
 * `socialMethods`); empty until loaded or on failure.
 */
export function useSocialMethods(): AuthMethod[] {
  const services = useServices();
  const { client } = services;
  const [methods, setMethods] = useState<AuthMethod[]>([]);
  useEffect(() => {
    let active = true;
    // The request main.tsx started before the first render, if any (guestStartRequests.ts).
    (takeGuestRequest(services, 'authMethods') ?? client.call(authEndpoints.methods)).then(
      (answer) => active && setMethods(socialMethods(answer.items)),
      () => undefined, // no social buttons; the form still works
    );
    return () => {
      active = false;
    };
  }, [services, client]);
  return methods;
}
