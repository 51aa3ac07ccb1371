import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { Permission, PermissionInput, permissionEndpoints } from '../../src/api/contract/permission';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';

/** Permissions (SPEC §2): title, code (system name), id, created_at. */
export default defineResource({
  name: 'permission',
  path: '/permission',
  menuOrder: 4,
  endpoints: permissionEndpoints,
  schema: Permission,
  input: PermissionInput,
  recordRepresentation: 'title',
  icon: KeyIcon,
  // Deleting a permission takes it out of every profile that grants it.
  deleteDependents: [{ name: 'profiles', resource: 'user', filter: (ids) => ({ permissions: ids }) }],
  fields: [
    { source: 'title' },
    { source: 'code', kind: 'copyable' },
    { source: 'id' },
    { source: 'created_at', filter: true },
  ],
  list: { sort: { field: 'title', order: 'ASC' } },
  import: { unique: { fields: ['code'] } },
});
