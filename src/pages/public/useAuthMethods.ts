import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { AuthMethods } from '../../api/contract/auth';
import { safeHref } from '../../framework/layout/safeHref';
import { useServices } from '../../framework/ServicesContext';
import { takeGuestRequest } from '../../framework/guestStartRequests';

export type AuthMethod = z.infer<typeof AuthMethods>['items'][number];

/**
 * Social sign-in methods (`GET /internal-auth/methods`, one per provider of each social type); empty
 * until loaded or on failure. A method whose URL is not http(s) is dropped: the sign-in page is
 * public, and a `javascript:` link there would run in every visitor's session.
 */
export function useSocialMethods(): AuthMethod[] {
  const services = useServices();
  const { client, paths } = services;
  const [methods, setMethods] = useState<AuthMethod[]>([]);
  useEffect(() => {
    let active = true;
    // The request main.tsx started before the first render, if any (guestStartRequests.ts).
    (takeGuestRequest(services, 'authMethods') ?? client.request({ method: 'GET', path: paths.authMethods, guest: true, schema: AuthMethods })).then(
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
  }, [services, client, paths]);
  return methods;
}
