import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '../../api/contract/paths';
import { useServices } from '../ServicesContext';

type Json = { readonly [key: string]: unknown };

/**
 * A preference saved per user and organization through `GET|PUT /preferences/{key}` (so it
 * survives sign-out and follows the user to another browser). `value` is undefined while loading.
 */
export function usePreference<T extends Json>(key: string, enabled = true): { value: T | undefined; loaded: boolean; save: (value: T) => Promise<void> } {
  const { client, paths } = useServices();
  const queryClient = useQueryClient();
  const queryKey = ['preferences', key];
  const path = fillPath(paths.preferences, { key });
  const { data, isFetched } = useQuery({
    queryKey,
    queryFn: ({ signal }) => client.request<T>({ method: 'GET', path, signal }),
    staleTime: Infinity,
    retry: false,
    enabled,
  });
  const save = useCallback(
    async (value: T) => {
      queryClient.setQueryData(['preferences', key], value);
      await client.request({ method: 'PUT', path, data: value });
    },
    [client, path, key, queryClient],
  );
  return { value: data, loaded: isFetched, save };
}
