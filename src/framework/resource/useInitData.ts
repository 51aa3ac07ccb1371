import { useQuery } from '@tanstack/react-query';
import { loadInitData } from '../../api/http/loadInitData';
import type { InitData } from '../../api/contract/init';
import { useServices } from '../ServicesContext';
import type { ResolvedField } from './ResourceDeclaration';

/** The signed-in initial data (`GET /init/user`), read once and shared by every form. */
export function useInitData(enabled = true): InitData | undefined {
  const { client } = useServices();
  const { data } = useQuery({
    queryKey: ['initData', 'user'],
    queryFn: () => loadInitData(client, true),
    staleTime: 5 * 60_000,
    enabled,
  });
  return data;
}

/** Choices of an enum or chips field: from the initial data when declared so, else the resolved ones. */
export function useFieldChoices(field: ResolvedField): readonly string[] | undefined {
  const from = field.declaration.choicesFrom;
  const init = useInitData(!!from);
  if (!from) return field.choices;
  return init?.[from] ?? [];
}
