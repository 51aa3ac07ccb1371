import { useLatestInitData } from '../InitDataContext';
import type { ResolvedField } from './ResourceDeclaration';

/**
 * Choices of an enum or chips field: from the initial data when declared so (SPEC §3: `types`,
 * `jwt_algorithms`, `social_providers`), read from the frame's polled copy, so a form offers what
 * the server offers now; else the resolved ones. None until the initial data arrives.
 */
export function useFieldChoices(field: ResolvedField): readonly string[] | undefined {
  const from = field.declaration.choicesFrom;
  const init = useLatestInitData();
  if (!from) return field.choices;
  return init?.[from] ?? [];
}
