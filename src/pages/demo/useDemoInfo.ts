import { useEffect, useState } from 'react';
import type { InitData } from '../../api/contract/init';
import { loadInitData } from '../../api/http/loadInitData';
import { useServices, useSignedIn } from '../../framework/ServicesContext';

export type DemoInfo = NonNullable<InitData['demo']>;

/**
 * Demo settings from the init data (`demo: { next_reset_at, reset_hours }`), read once with a
 * plain effect so it works in the guest shell too; null outside demo mode or until loaded.
 */
export function useDemoInfo(): DemoInfo | null {
  const { client, isDemo } = useServices();
  const signedIn = useSignedIn();
  const [demo, setDemo] = useState<DemoInfo | null>(null);
  useEffect(() => {
    if (!isDemo) return;
    let active = true;
    loadInitData(client, signedIn).then(
      (init) => active && setDemo(init.demo ?? null),
      () => undefined, // the notice still says demo mode; the transport logs the failure
    );
    return () => {
      active = false;
    };
  }, [client, signedIn, isDemo]);
  return demo;
}
