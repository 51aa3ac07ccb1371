import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CurrentUser } from '../../api/contract/me';
import { useServices } from '../../framework/ServicesContext';

export const meQueryKey = ['me', 'current'] as const;

/** The signed-in user (`GET /internal-user/me`), shared by every page of the my area. */
export function useMe() {
  const { client, paths } = useServices();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => client.request({ method: 'GET', path: paths.me, schema: CurrentUser, signal }),
  });
}

/** Stores a fresh copy of the current user (after an update answered with it) for every page. */
export function useSetMe() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => {
    queryClient.setQueryData(meQueryKey, user);
    // The app bar's name comes from react-admin's identity query.
    void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
  };
}
