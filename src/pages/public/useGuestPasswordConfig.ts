import { useEffect, useState } from 'react';
import { defaultPasswordConfig, type PasswordConfig } from '../../api/contract/authType';
import { loadInitData } from '../../api/http/loadInitData';
import { useServices } from '../../framework/ServicesContext';

/**
 * The password rules of the guest init data (`password_config`, SPEC §3), for the forms a visitor
 * types a password in (sign-up, password reset); SPEC §5's defaults until it arrives or when it
 * cannot be read (the server's 422 stays the authority).
 */
export function useGuestPasswordConfig(): PasswordConfig {
  const { client } = useServices();
  const [config, setConfig] = useState<PasswordConfig>(defaultPasswordConfig);
  useEffect(() => {
    let active = true;
    loadInitData(client, false).then(
      (init) => active && setConfig(init.password_config),
      () => undefined, // the defaults stay; the transport logs the failure
    );
    return () => {
      active = false;
    };
  }, [client]);
  return config;
}
