import { endpointNameProblems } from './endpointNameProblems';
import { parseConfig, type ConfigResult } from './parseConfig';

/**
 * Reads `config.json` next to index.html (at the build's base path, so deep links like /me/profile
 * find it too). A missing file means "all defaults"; a broken one is reported.
 *
 * index.html preloads the file (`<link rel="preload" as="fetch" crossorigin>`) so it downloads in
 * parallel with the scripts; this fetch reuses that response, which needs the default mode,
 * credentials and cache mode. Freshness comes from the host instead: it serves config.json with
 * `Cache-Control: no-cache` (simulator/hosts/http.ts; see docs/deployment.md for production hosts).
 */
export async function loadConfig(
  url = new URL(`${import.meta.env.BASE_URL}config.json`, document.baseURI).href,
): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    return { ok: false, problems: [`config.json: cannot be loaded from ${url}`] };
  }
  if (response.status === 404) return parseConfig({});
  if (!response.ok) return { ok: false, problems: [`config.json: the server answered ${response.status}`] };
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    return { ok: false, problems: ['config.json: not valid JSON'] };
  }
  const result = parseConfig(raw);
  if (!result.ok) return result;
  const problems = await endpointNameProblems(result.config);
  return problems.length ? { ok: false, problems } : result;
}
