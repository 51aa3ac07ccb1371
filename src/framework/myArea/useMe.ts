import { useQuery, useQueryClient } from '@tanstack/react-query';
import { meEndpoints } from '../../api/contract/endpoints/meEndpoints';
import type { CurrentUser } from '../../api/contract/me';
import { useServices } from '../ServicesContext';
import { raQueryKeys } from '../internals/raQueryKeys';

export const meQueryKey = ['me', 'current'] as const;

/** The signed-in user (`me.get`), shared by every page of the my area. */
export function useMe() {
  const { client } = useServices();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => client.call(meEndpoints.get, { signal }),
  });
}

/** Stores a fresh copy of the current user (after an update answered with it) for every page. */
export function useSetMe() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => {
    queryClient.setQueryData(meQueryKey, user);
    // The app bar's name comes from react-admin's identity query.
    void queryClient.invalidateQueries({ queryKey: raQueryKeys.identity });
  };
}
