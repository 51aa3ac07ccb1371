import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { endpointTable } from '../../api/contract/endpointTable';
import { useServices } from '../ServicesContext';
import type { PendingChange } from './PendingChange';

/** Sends a described change again, as it was described (dataProvider method or contract endpoint). */
export function useSendPendingChange() {
  const dataProvider = useDataProvider();
  const { client } = useServices();
  return useCallback(
    async ({ send: how, resource }: PendingChange): Promise<void> => {
      if (how.via === 'dataProvider') {
        await (dataProvider[how.method] as (resource: string, params: unknown) => Promise<unknown>)(
          resource,
          how.params,
        );
        return;
      }
      const endpoint = endpointTable.get(how.endpoint);
      if (!endpoint) throw new Error(`unknown endpoint ${how.endpoint}`);
      await client.call(endpoint, { params: how.params, body: how.body } as never);
    },
    [dataProvider, client],
  );
}
