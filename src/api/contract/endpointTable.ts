import type { AnyEndpoint } from './endpoint';
import { endpointNames, type EndpointName } from './endpointNames';
import {
  authTypeEndpoints,
  credentialEndpoints,
  hookEndpoints,
  permissionEndpoints,
  profileEndpoints,
  projectEndpoints,
  userEndpoints,
  userSessionEndpoints,
} from './endpoints/adminEndpoints';
import { apiKeyEndpoints, mySessionEndpoints, organizationEndpoints } from './endpoints/accountEndpoints';
import { meEndpoints } from './endpoints/meEndpoints';
import { publicEndpoints } from './endpoints/publicEndpoints';
import { importEndpoints, logEndpoints, preferenceEndpoints, statsEndpoints } from './endpoints/serviceEndpoints';
import { authEndpoints, initEndpoints } from './endpoints/sessionEndpoints';

/** Every group of the contract; the console imports the group it calls, this table gathers them. */
const groups = [
  authEndpoints,
  initEndpoints,
  publicEndpoints,
  meEndpoints,
  apiKeyEndpoints,
  organizationEndpoints,
  mySessionEndpoints,
  projectEndpoints,
  permissionEndpoints,
  authTypeEndpoints,
  userEndpoints,
  hookEndpoints,
  credentialEndpoints,
  profileEndpoints,
  userSessionEndpoints,
  preferenceEndpoints,
  statsEndpoints,
  importEndpoints,
  logEndpoints,
] as const;

type Names<G> = G extends Record<string, { name: infer N }> ? N : never;
type TableName = Names<(typeof groups)[number]>;

/**
 * The one endpoint table (issue: one contract): every call the console makes, by name. The
 * simulator serves exactly these, the conformance harness checks requests and answers against them,
 * and docs/API.md is generated from them. `endpointNames` (the light list config.json is checked
 * against) must name exactly these: the two type checks below fail otherwise.
 */
export const endpointTable: ReadonlyMap<EndpointName, AnyEndpoint> = new Map(
  groups.flatMap((g) => Object.values(g) as AnyEndpoint[]).map((e) => [e.name as EndpointName, e]),
);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const namesMatch: Same<TableName, EndpointName> = true;
void namesMatch;
void endpointNames;
