import { useEffect, useState } from 'react';
import type { InitData } from '../api/contract/init';
import { loadInitData } from '../api/http/loadInitData';
import { createVersionWatcher } from '../api/http/VersionWatcher';
import { useServices, useSignedIn } from './ServicesContext';
import { takeGuestRequest } from './guestStartRequests';

const reloadPage = () => window.location.reload();

/**
 * Reads the init data (user or guest) at start and every `updatesInterval` ms; when the server's
 * version changes, the page reloads so the console matches the API it talks to. Plain effect and
 * timer: it runs in the guest shell too, which carries no query library.
 */
export function useServerVersion(reload: () => void = reloadPage): InitData | null {
  const services = useServices();
  const { client, config } = services;
  const signedIn = useSignedIn();
  const [data, setData] = useState<InitData | null>(null);
  useEffect(() => {
    const watcher = createVersionWatcher({ onChange: reload });
    let active = true;
    // A guest's first read may already be on its way (started by main.tsx, guestStartRequests.ts).
    let first = signedIn ? undefined : takeGuestRequest(services, 'initData');
    const read = () => {
      const request = first ?? loadInitData(client, signedIn);
      first = undefined;
      return request.then(
        (init) => {
          if (!active) return;
          watcher.observe(init.version);
          setData(init);
        },
        () => undefined, // a failed poll is retried at the next interval; errors are logged by the transport
      );
    };
    void read();
    const timer = setInterval(read, config.updatesInterval);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [services, client, config.updatesInterval, reload, signedIn]);
  return data;
}
