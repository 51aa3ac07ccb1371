import type { InitData } from '../api/contract/init';
import { useLatestInitData } from './InitDataContext';
import { useServices } from './ServicesContext';

export type DemoInfo = NonNullable<InitData['demo']>;

/**
 * Demo settings from the init data the frame reads and polls (`demo: { next_reset_at, reset_hours,
 * account }`); null outside demo mode or until it arrives.
 */
export function useDemoInfo(): DemoInfo | null {
  const { isDemo } = useServices();
  const demo = useLatestInitData()?.demo;
  return isDemo ? (demo ?? null) : null;
}
