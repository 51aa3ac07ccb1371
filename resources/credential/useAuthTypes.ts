import { useGetList } from 'react-admin';
import type { AuthType } from '../../src/api/contract/authType';
import { allPagesMeta } from '../../src/providers/ResourceEndpoint';

/** Every authentication type (all pages, one query shared by the credential inputs and rules). */
export function useAuthTypes(): AuthType[] {
  const { data } = useGetList<AuthType>('authType', {
    sort: { field: 'priority', order: 'ASC' },
    meta: allPagesMeta,
  });
  return data ?? [];
}

/** The auth type chosen in a credential form (`auth_type_id`), once loaded. */
export function useChosenAuthType(id: unknown): AuthType | undefined {
  const types = useAuthTypes();
  return types.find((type) => String(type.id) === String(id ?? ''));
}
