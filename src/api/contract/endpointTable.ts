import type { AnyEndpoint } from './endpoint';
import { referencesAmong, withReferenceAnswers } from './references';

/** Every module of the contract: entity modules (schemas and their collection) and the endpoint groups. */
const modules: Record<string, Record<string, unknown>> = import.meta.glob(
  ['./*.ts', './endpoints/*.ts', '!./endpointTable.ts', '!./*.seed.ts'],
  { eager: true },
);

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyEndpoint).name === 'string' &&
  typeof (value as AnyEndpoint).method === 'string' &&
  typeof (value as AnyEndpoint).path === 'string';

/** The endpoints of an export that is an endpoint group (`group(…)`, `collectionEndpoints(…)`), else none. */
function endpointsOf(value: unknown): AnyEndpoint[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const members = Object.values(value);
  return members.length > 0 && members.every(isEndpoint) ? members : [];
}

function gather(): Map<string, AnyEndpoint> {
  const table = new Map<string, AnyEndpoint>();
  for (const [file, exports] of Object.entries(modules))
    for (const value of Object.values(exports))
      for (const endpoint of endpointsOf(value)) {
        const known = table.get(endpoint.name);
        if (known && known !== endpoint) throw new Error(`${file}: endpoint "${endpoint.name}" is declared twice`);
        table.set(endpoint.name, endpoint);
      }
  // A delete that another collection's reference refuses declares that refusal (409).
  const references = referencesAmong(table.values());
  for (const [name, endpoint] of table) table.set(name, withReferenceAnswers(endpoint, references));
  return table;
}

/**
 * The one endpoint table: every call the console makes, by name, gathered from the contract's
 * modules (a new module's groups join it without any list to edit). The simulator serves exactly
 * these, the conformance harness checks requests and answers against them, config.json's
 * `api.paths` names them, and docs/API.md and docs/openapi.json are generated from them.
 */
export const endpointTable: ReadonlyMap<string, AnyEndpoint> = gather();
