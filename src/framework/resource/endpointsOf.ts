import type { ResourceEndpoint } from '../../providers/ResourceEndpoint';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

/** The dataProvider's endpoints of every declaration, by resource name (config moves their paths in the transport). */
export function endpointsOf(declarations: readonly AnyResourceDeclaration[]): Record<string, ResourceEndpoint> {
  return Object.fromEntries(declarations.map((declaration) => [declaration.name, declaration.endpoints]));
}
