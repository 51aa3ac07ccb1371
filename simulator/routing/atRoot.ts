/**
 * Whether a request's path is `path` (or under it, for a path ending in `/`) from the origin's root:
 * the services beside the API (the error log, the simulated providers) answer only there, never under
 * the API base or another path that happens to end the same way.
 */
export function atRoot(request: Request, path: string): boolean {
  const { pathname } = new URL(request.url);
  return path.endsWith('/') ? pathname.startsWith(path) : pathname === path;
}
