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
      const before = queryClient.getQueryData<T>(['preferences', key]);
      queryClient.setQueryData(['preferences', key], value);
      try {
        await client.call(preferenceEndpoints.put, { params: { key }, body: value });
      } catch (error) {
        // Not saved: the value shown is the one the server keeps.
        queryClient.setQueryData(['preferences', key], before);
        throw error;
      }
    },
    [client, key, queryClient],
  );
  return { value: data, loaded: isFetched, save };
}
