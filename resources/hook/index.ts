import WebhookIcon from '@mui/icons-material/Webhook';
import { z } from 'zod/mini';
import { Hook, hookMethods } from '../../src/api/contract/hook';
import { hookEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';
import { lazyComponent } from '../../src/framework/lazyComponent';

// Header names with their values masked: a list cell loaded with the list.
const HookHeadersField = lazyComponent(() => import('./HookHeadersField').then((m) => m.HookHeadersField), {
  fallback: null,
});

/** Form values: the headers arrive parsed from their JSON text (empty → {}), the URL checked as a URL. */
const HookForm = z.object({
  method: z.enum(hookMethods),
  url: z.url(),
  headers: z.record(z.string(), z.string()),
});

/** Hooks (webhooks) of an authentication type (SPEC §2): list and create under `/auth-type/hook/{authTypeId}`. */
export default defineResource({
  name: 'hook',
  path: '/auth-type/hook/:parentId',
  parent: 'authType',
  endpoints: hookEndpoints,
  schema: Hook,
  input: HookForm,
  recordRepresentation: 'url',
  icon: WebhookIcon,
  edit: false,
  fields: [
    { source: 'method', defaultValue: 'POST' },
    { source: 'url', kind: 'url' },
    // Header values carry credentials (Authorization, signatures): secrets in every export.
    { source: 'headers', kind: 'json', secretValues: true, cell: HookHeadersField },
    { source: 'id' },
  ],
  list: { sort: { field: 'id', order: 'ASC' }, actions: ['delete'] },
});
