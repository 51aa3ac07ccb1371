import { parseConfig, type ConfigResult } from './parseConfig';

/** Reads `config.json` next to index.html (at the build's base path, so deep links like /me/profile find it too). A missing file means "all defaults"; a broken one is reported. */
export async function loadConfig(url = new URL(`${import.meta.env.BASE_URL}config.json`, document.baseURI).href): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache' });
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
  return parseConfig(raw);
}
