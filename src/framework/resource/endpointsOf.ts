import type { ResourceEndpoint } from '../../providers/ResourceEndpoint';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

/**
 * The dataProvider's endpoint of every declaration, the record schema attached for response checks
 * and collection paths overridable by name from config (`api.resources`).
 */
export function endpointsOf(
  declarations: readonly AnyResourceDeclaration[],
  overrides: Readonly<Record<string, string>> = {},
): Record<string, ResourceEndpoint> {
  return Object.fromEntries(
    declarations.map((declaration) => {
      const endpoint: ResourceEndpoint = { schema: declaration.schema, ...declaration.endpoint };
      const path = overrides[declaration.name];
      return [declaration.name, path ? { ...endpoint, path } : endpoint];
    }),
  );
}
