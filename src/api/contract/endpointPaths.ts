import type { AnyEndpoint } from './endpoint';

/** Where config.json moves endpoints: `paths` by endpoint name, `resources` by a resource's base path. */
export interface EndpointOverrides {
  readonly paths?: Readonly<Record<string, string | undefined>>;
  readonly resources?: Readonly<Record<string, string>>;
}

/** The path template of an endpoint after the configured moves (the default otherwise). */
export type EndpointPaths = (endpoint: Pick<AnyEndpoint, 'name' | 'path' | 'resource'>) => string;

export function endpointPaths(overrides: EndpointOverrides = {}): EndpointPaths {
  return (endpoint) => {
    const named = overrides.paths?.[endpoint.name];
    if (named) return named;
    const base = endpoint.resource && overrides.resources?.[endpoint.resource.name];
    if (base && endpoint.resource && endpoint.path.startsWith(endpoint.resource.base))
      return base + endpoint.path.slice(endpoint.resource.base.length);
    return endpoint.path;
  };
}

/** Fills `:name` segments of a path template. */
export function fillPath(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}
