import { useEffect, useState } from 'react';
import { loadInitData } from '../../../api/http/loadInitData';
import { useServices } from '../../../framework/ServicesContext';

/**
 * Sign-up flags (SPEC §4: enabled and active, both default true): the configuration's, further
 * restricted by the server's (`signup` in the guest init data). null while the init data loads.
 */
export function useSignUpFlags(): { enabled: boolean; active: boolean } | null {
  const { client, config } = useServices();
  const [flags, setFlags] = useState<{ enabled: boolean; active: boolean } | null>(null);
  useEffect(() => {
    let active = true;
    loadInitData(client, false).then(
      (init) =>
        active &&
        setFlags({
          enabled: config.signUp.enabled && (init.signup?.enabled ?? true),
          active: config.signUp.active && (init.signup?.active ?? true),
        }),
      () => active && setFlags({ ...config.signUp }),
    );
    return () => {
      active = false;
    };
  }, [client, config.signUp]);
  return flags;
}
