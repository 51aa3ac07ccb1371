import { useMemo } from 'react';
import { accountMenuEntries } from '../pages/me/accountMenuEntries';
import { useServices } from '../framework/ServicesContext';

/**
 * The account menu's my-area entries (the menu and the command palette show the same): none
 * disabled by configuration, the demo page only in demo mode.
 */
export function useAccountMenuEntries(): typeof accountMenuEntries {
  const { config, isDemo } = useServices();
  const { disabledRoutes } = config;
  return useMemo(
    () =>
      accountMenuEntries.filter((entry) => !disabledRoutes.includes(entry.name) && (entry.name !== 'demo' || isDemo)),
    [disabledRoutes, isDemo],
  );
}
