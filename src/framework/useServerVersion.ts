import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadInitData } from '../api/http/loadInitData';
import { createVersionWatcher } from '../api/http/VersionWatcher';
import { useServices, useSignedIn } from './ServicesContext';

/**
 * Reads the init data (user or guest) at start and every `updatesInterval` ms; when the server's
 * version changes, the page reloads so the console matches the API it talks to.
 */
const reloadPage = () => window.location.reload();

export function useServerVersion(reload: () => void = reloadPage) {
  const { client, config } = useServices();
  const signedIn = useSignedIn();
  const watcher = useMemo(() => createVersionWatcher({ onChange: reload }), [reload]);
  const init = useQuery({
    queryKey: ['init', signedIn ? 'user' : 'guest'],
    queryFn: () => loadInitData(client, signedIn),
    refetchInterval: config.updatesInterval,
    staleTime: config.updatesInterval,
    retry: false,
  });
  useEffect(() => {
    if (init.data) watcher.observe(init.data.version);
  }, [init.data, watcher]);
  return init.data;
}
