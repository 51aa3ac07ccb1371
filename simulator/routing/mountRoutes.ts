import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { pathParamSchema } from '../../src/api/contract/pathParams';
import type { Route } from '../context';

/** A route with its path after the configured moves: literal segments and parameters with their schemas. */
export interface MountedRoute {
  route: Route;
  template: string;
  /** The template with its parameters unnamed (`/auth-type/:/:`): the OpenAPI document's path item. */
  shape: string;
  segments: ({ literal: string } | { name: string; schema: $ZodType })[];
}

function mount(route: Route, pathOf: (endpoint: AnyEndpoint) => string): MountedRoute {
  const template = pathOf(route.endpoint);
  const segments = template
    .split('/')
    .slice(1)
    .map((segment) =>
      segment.startsWith(':')
        ? { name: segment.slice(1), schema: pathParamSchema(route.endpoint.params, segment.slice(1)) }
        : { literal: segment },
    );
  const shape = template.replace(/:[A-Za-z]+/g, ':');
  return { route, template, shape, segments };
}

/** Fixed segments before parameters, segment by segment (`/auth-type/priorities` before `/auth-type/:type`). */
function bySpecificity(a: MountedRoute, b: MountedRoute): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const ap = 'name' in a.segments[i]! ? 1 : 0;
    const bp = 'name' in b.segments[i]! ? 1 : 0;
    if (ap !== bp) return ap - bp;
  }
  return a.segments.length - b.segments.length;
}

/** The routes in matching order. */
export const mountRoutes = (routes: readonly Route[], pathOf: (endpoint: AnyEndpoint) => string): MountedRoute[] =>
  routes.map((route) => mount(route, pathOf)).sort(bySpecificity);

export interface RouteMatch {
  mounted: MountedRoute;
  params: Record<string, string>;
}

/** The path's segments, percent-decoded; `null` when one is not valid percent-encoding (`%E0%A4%A`). */
export function decodeSegments(path: string): string[] | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  try {
    return trimmed.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * The routes a path names: every literal segment equal, every parameter passing its schema (so a
 * parameter never takes another route's literal segment). In matching order.
 */
export function matchRoutes(mounted: readonly MountedRoute[], segments: readonly string[]): RouteMatch[] {
  const matches: RouteMatch[] = [];
  for (const candidate of mounted) {
    if (candidate.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = candidate.segments.every((segment, i) => {
      const value = segments[i]!;
      if ('literal' in segment) return segment.literal === value;
      params[segment.name] = value;
      return safeParse(segment.schema, value).success;
    });
    if (fits) matches.push({ mounted: candidate, params });
  }
  return matches;
}
