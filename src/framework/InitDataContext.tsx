import { createContext, useContext } from 'react';
import type { InitData } from '../api/contract/init';
import { defaultPasswordConfig, type PasswordConfig } from '../api/contract/passwordConfig';
import { useServices } from './ServicesContext';

const InitDataContext = createContext<InitData | null>(null);

/** Provides the init data the frame reads and polls (`useServerVersion`) to the pages inside it. */
export const InitDataProvider = InitDataContext.Provider;

/** The latest init data of the frame (SPEC §3), or null until its first answer. */
export function useLatestInitData(): InitData | null {
  return useContext(InitDataContext);
}

/**
 * The sign-in mode (SPEC §3 `auth.sign_in_mode` of the init data): `simple` asks for a username,
 * `email` for an e-mail address. The configuration's `signInMode` overrides it when set; `email`
 * until the init data arrives.
 */
export function useSignInMode(): 'simple' | 'email' {
  const { config } = useServices();
  const init = useLatestInitData();
  return config.signInMode ?? init?.auth.sign_in_mode ?? 'email';
}

/** The password rules of the init data (SPEC §3 `password_config`); SPEC §5's defaults until it arrives. */
export function usePasswordConfig(): PasswordConfig {
  return useLatestInitData()?.password_config ?? defaultPasswordConfig;
}

/** Whether the CSV import accepts this resource (SPEC §3 `sources` of the init data); no until it arrives. */
export function useImportOffered(resource: string): boolean {
  return useLatestInitData()?.sources.includes(resource) ?? false;
}
