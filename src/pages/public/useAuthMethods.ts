import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import type { AuthMethods } from '../../api/contract/auth';
import { authEndpoints } from '../../api/contract/endpoints/sessionEndpoints';
import { safeHref } from '../../framework/layout/safeHref';
import { useServices } from '../../framework/ServicesContext';
import { takeGuestRequest } from '../../framework/guestStartRequests';

export type AuthMethod = z.infer<typeof AuthMethods>['items'][number];

/**
 * Social sign-in methods (`auth.methods`, one per provider of each social type); empty
 * until loaded or on failure. A method whose URL is not http(s) is dropped: the sign-in page is
 * public, and a `javascript:` link there would run in every visitor's session.
 */
export function useSocialMethods(): AuthMethod[] {
  const services = useServices();
  const { client } = services;
  const [methods, setMethods] = useState<AuthMethod[]>([]);
  useEffect(() => {
    let active = true;
    // The request main.tsx started before the first render, if any (guestStartRequests.ts).
    (takeGuestRequest(services, 'authMethods') ?? client.call(authEndpoints.methods)).then(
      (answer) =>
        active &&
        setMethods(
          answer.items.flatMap((m) => {
            const url = safeHref(m.url, { base: document.baseURI });
            return m.type === 'social' && m.provider && url ? [{ ...m, url }] : [];
          }),
        ),
      () => undefined, // no social buttons; the form still works
    );
    return () => {
      active = false;
    };
  }, [services, client]);
  return methods;
}
