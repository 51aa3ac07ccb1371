import WebhookIcon from '@mui/icons-material/Webhook';
import { z } from 'zod/mini';
import { Hook, hookMethods } from '../../src/api/contract/hook';
import { hookEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { maskedHeaders } from '../../src/api/contract/rules/hookHeaders';
import { isHttpUrl } from '../../src/api/contract/rules/isHttpUrl';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';
import { lazyComponent } from '../../src/framework/lazyComponent';

// Header names with their values masked: a list cell loaded with the list.
const HookHeadersField = lazyComponent(() => import('./HookHeadersField').then((m) => m.HookHeadersField), {
  fallback: null,
});

/** Form values: the headers arrive parsed from their JSON text (empty → {}), the URL an http(s) one (the API's rule). */
const HookForm = z.object({
  method: z.enum(hookMethods),
  url: z.string().check(z.refine((url) => !url.trim() || isHttpUrl(url.trim()), { message: 'validation.url' })),
  headers: z.record(z.string(), z.string()),
});

/**
 * Hooks (webhooks) of an authentication type (SPEC §2): list, create and edit under
 * `/auth-type/hook/{authTypeId}`. Header values are secrets: the edit form starts from the stored
 * names with empty values, never the values themselves; an empty value sent keeps the stored one and
 * a typed one replaces it, so a secret is rotated in place (`rules/hookHeaders.ts`, the simulator
 * agrees).
 */
export default defineResource({
  name: 'hook',
  path: '/auth-type/hook/:parentId',
  parent: 'authType',
  endpoints: hookEndpoints,
  schema: Hook,
  input: HookForm,
  recordRepresentation: 'url',
  icon: WebhookIcon,
  toFormValues: (record) => ({ headers: maskedHeaders(record.headers) }),
  fields: [
    { source: 'method', defaultValue: 'POST', choicesAreCodes: true },
    { source: 'url', kind: 'url' },
    // Header values carry credentials (Authorization, signatures): secrets in every export.
    { source: 'headers', kind: 'json', secretValues: true, cell: HookHeadersField },
    { source: 'id' },
  ],
  list: { sort: { field: 'id', order: 'ASC' } },
});
