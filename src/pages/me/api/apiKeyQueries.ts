import { z } from 'zod/mini';
import { ApiKey } from '../../../api/contract/me';
import { PageMeta } from '../../../api/contract/common';

export const apiKeysQueryKey = ['me', 'apiKeys'] as const;

/** `GET /internal-api-key` page (the user's own keys, never the key itself). */
export const ApiKeyPage = z.object({ items: z.array(ApiKey), meta: PageMeta });

/** A user has few keys: one request of this many, then sorting and paging in the browser. */
export const apiKeysLimit = 100;
