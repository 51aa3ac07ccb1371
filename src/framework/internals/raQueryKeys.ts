/** react-query keys of react-admin's own queries, which the console reads or invalidates. */
export const raQueryKeys = {
  /** `useGetIdentity`'s query (the signed-in user's name and avatar in the app bar). */
  identity: ['auth', 'getIdentity'] as const,
  /** Prefix of every data query of a resource (`[resource, method, params]`): invalidates them all. */
  resource: (resource: string) => [resource] as const,
};
