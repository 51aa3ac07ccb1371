import type { EndpointResolver, ResourceEndpoint } from '../../providers/ResourceEndpoint';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

/** The dataProvider's endpoints of every declaration, by resource name (config moves their paths in the transport). */
export function endpointsOf(declarations: readonly AnyResourceDeclaration[]): Record<string, ResourceEndpoint> {
  return Object.fromEntries(declarations.map((declaration) => [declaration.name, declaration.endpoints]));
}

/** The dataProvider's endpoint of a resource: the declarations' own, replaced or completed by `extra`. */
export function endpointResolver(
  declarations: readonly AnyResourceDeclaration[],
  extra: Record<string, ResourceEndpoint>,
): EndpointResolver {
  const endpoints = { ...endpointsOf(declarations), ...extra };
  return (resource) => {
    const endpoint = endpoints[resource];
    if (!endpoint) throw new Error(`No endpoint declared for resource "${resource}"`);
    return endpoint;
  };
}
