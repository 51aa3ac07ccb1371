import FolderIcon from '@mui/icons-material/FolderOutlined';
import { Project, ProjectInput, projectEndpoints } from '../../src/api/contract/project';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';

/** Projects (SPEC §2): client-side list, copyable alias; name required, alias optional. */
export default defineResource({
  name: 'project',
  path: '/project',
  menuOrder: 1,
  endpoints: projectEndpoints,
  schema: Project,
  input: ProjectInput,
  recordRepresentation: 'name',
  icon: FolderIcon,
  // Deleting a project deletes its profiles (one per user) and leaves the types that listed it.
  deleteDependents: [
    { name: 'profiles', resource: 'user', filter: (ids) => ({ projects: ids }) },
    { name: 'authTypes', resource: 'authType', filter: (ids) => ({ projects: ids }) },
  ],
  fields: [
    { source: 'name' },
    { source: 'alias', kind: 'copyable' },
    { source: 'id' },
    { source: 'created_at' },
    { source: 'updated_at' },
  ],
  list: { paging: 'client', sort: { field: 'name', order: 'ASC' }, reorder: true },
  import: { unique: { fields: ['alias'] } },
});
