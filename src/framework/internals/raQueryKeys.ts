/** react-query keys of react-admin's own queries, which the console reads, seeds or invalidates. */
export const raQueryKeys = {
  /** `useGetIdentity`'s query (the signed-in user's name and avatar in the app bar). */
  identity: ['auth', 'getIdentity'] as const,
  /**
   * `useAuthState`'s session check (`authProvider.checkAuth()` with its default empty params): its
   * routes and every list and form controller wait for its answer before they read.
   */
  checkAuth: ['auth', 'checkAuth', {}] as const,
  /** `usePermissions`'s query (`authProvider.getPermissions()` with its default empty params). */
  permissions: ['auth', 'getPermissions', {}] as const,
  /** Prefix of `useCanAccess`'s queries (one per action, resource and record), which every list and form controller asks. */
  canAccess: ['auth', 'canAccess'] as const,
  /** Prefix of every data query of a resource (`[resource, method, params]`): invalidates them all. */
  resource: (resource: string) => [resource] as const,
};
