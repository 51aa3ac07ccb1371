export const apiKeysQueryKey = ['me', 'apiKeys'] as const;

/** A user has few keys: one request of this many, then sorting and paging in the browser. */
export const apiKeysLimit = 100;
