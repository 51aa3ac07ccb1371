import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Services } from '../../providers/createServices';

/** An explicit sign-out lands on the sign-in page; a session that ended on its own keeps the path. */
export function SignOutRedirect({ services }: { services: Services }) {
  const navigate = useNavigate();
  useEffect(() => {
    const { session } = services;
    let automatic = false;
    let wasSignedIn = session.isSignedIn;
    const offSignOut = session.onSignOut(() => {
      automatic = true;
    });
    const offChange = session.onChange(() => {
      const signedOut = wasSignedIn && !session.isSignedIn;
      wasSignedIn = session.isSignedIn;
      if (!signedOut) return;
      // onSignOut (automatic sign-outs) fires right after the change: decide once both are known.
      queueMicrotask(() => {
        if (!automatic) navigate('/', { replace: true });
        automatic = false;
      });
    });
    return () => {
      offSignOut();
      offChange();
    };
  }, [services, navigate]);
  return null;
}
