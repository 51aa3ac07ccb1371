import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { preferenceEndpoints } from '../../api/contract/endpoints/serviceEndpoints';
import { useServices } from '../ServicesContext';

type Json = { readonly [key: string]: unknown };

/**
 * A preference saved per user and organization through `preferences.get|put` (so it survives
 * sign-out and follows the user to another browser). `value` is undefined while loading.
 */
export function usePreference<T extends Json>(
  key: string,
  enabled = true,
): { value: T | undefined; loaded: boolean; save: (value: T) => Promise<void> } {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const queryKey = ['preferences', key];
  const { data, isFetched } = useQuery({
    queryKey,
    // A preference is any JSON object (the contract's output); its shape is the caller's.
    queryFn: async ({ signal }) => (await client.call(preferenceEndpoints.get, { params: { key }, signal })) as T,
    staleTime: Infinity,
    retry: false,
    enabled,
  });
  const save = useCallback(
    async (value: T) => {
      queryClient.setQueryData(['preferences', key], value);
      await client.call(preferenceEndpoints.put, { params: { key }, body: value });
    },
    [client, key, queryClient],
  );
  return { value: data, loaded: isFetched, save };
}
