export const apiKeysQueryKey = ['me', 'apiKeys'] as const;
