import type { ResourceEndpoint } from './providers/ResourceEndpoint';

/** Endpoints of the registered resources (the resource registry fills this in). */
export const resourceEndpoints: Record<string, ResourceEndpoint> = {};
