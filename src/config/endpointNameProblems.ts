import type { AppConfig } from './appConfig';

/**
 * `api.paths` names that are not endpoints of the contract, as lines for the configuration error
 * screen. The endpoint table is loaded only when the configuration moves paths by name.
 */
export async function endpointNameProblems(config: AppConfig): Promise<string[]> {
  const names = Object.keys(config.api.paths);
  if (names.length === 0) return [];
  const { endpointTable } = await import('../api/contract/endpointTable');
  return names.filter((name) => !endpointTable.has(name)).map((name) => `api.paths.${name}: unknown endpoint`);
}
