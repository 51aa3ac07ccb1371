import { useGetList } from 'react-admin';
import type { AuthType } from '../../src/api/contract/authType';

/** Every authentication type (one request, shared by the credential inputs and rules). */
export function useAuthTypes(): AuthType[] {
  const { data } = useGetList<AuthType>('authType', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'priority', order: 'ASC' },
  });
  return data ?? [];
}

/** The auth type chosen in a credential form (`auth_type_id`), once loaded. */
export function useChosenAuthType(id: unknown): AuthType | undefined {
  const types = useAuthTypes();
  return types.find((type) => String(type.id) === String(id ?? ''));
}
