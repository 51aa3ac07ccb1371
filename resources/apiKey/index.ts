import { apiKeyEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { ApiKey, ApiKeyInput } from '../../src/api/contract/me';
import { lazyComponent } from '../../src/framework/lazyComponent';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';

const ApiKeyForm = lazyComponent(() => import('./pages/ApiKeyFormPage').then((m) => m.default));

/**
 * The signed-in user's API keys (SPEC §2 me/api: my_api, internal-api-key_create and _update), in
 * the my area rather than the admin menu. The list is the keys screen, or the generic list when the
 * configuration's `myApiList` says so (`ApiKeysScreen`); create and edit are the key form, which
 * shows a new key once.
 */
export default defineResource({
  name: 'apiKey',
  routeName: 'internal-api-key',
  routeNames: { list: 'my_api' },
  path: '/me/api',
  menu: false,
  endpoints: { list: apiKeyEndpoints.list, get: apiKeyEndpoints.get, delete: apiKeyEndpoints.delete },
  schema: ApiKey,
  input: ApiKeyInput,
  recordRepresentation: 'name',
  views: {
    list: lazyComponent(() => import('./pages/ApiKeysScreen').then((m) => m.default)),
    create: ApiKeyForm,
    edit: ApiKeyForm,
  },
  fields: [
    { source: 'name' },
    { source: 'note', kind: 'textarea' },
    { source: 'id' },
    { source: 'created_at' },
    { source: 'updated_at' },
  ],
  // Few keys, one request (the API pages them too, but has no bulk delete of keys).
  list: { paging: 'client', sort: { field: 'created_at', order: 'DESC' }, bulkDelete: false },
});
