import BadgeIcon from '@mui/icons-material/Badge';
import { z } from 'zod/mini';
import { profileEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { Profile } from '../../src/api/contract/user';
import { defineResource } from '../../src/framework/resource/ResourceDeclaration';
import { lazyComponent } from '../../src/framework/lazyComponent';

// The create form's project input (only the projects the user has no profile in) loads with the form.
const FreeProjectInput = lazyComponent(() => import('./FreeProjectInput').then((m) => m.FreeProjectInput), {
  fallback: null,
});

/** Form values: the project (fixed once created), optional name and e-mail (checked as an e-mail), permissions. */
const ProfileForm = z.object({
  project_id: z.string().check(z.minLength(1)),
  name: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.union([z.email(), z.literal('')]))),
  permissions: z.array(z.string()),
});

type ProfileRow = z.output<typeof Profile>;

/**
 * Profiles of a user (SPEC §2, §3): one per project (the server answers 422 on project_id otherwise),
 * so the create form offers only the projects the user has no profile in yet.
 */
export default defineResource({
  name: 'profile',
  path: '/user/profile/:parentId',
  parent: 'user',
  endpoints: profileEndpoints,
  schema: Profile,
  input: ProfileForm,
  recordRepresentation: (profile: ProfileRow) => profile.project?.name ?? profile.project_id,
  icon: BadgeIcon,
  fields: [
    {
      source: 'project_id',
      column: 'project',
      kind: 'reference',
      reference: 'project',
      readOnly: 'edit',
      input: FreeProjectInput,
    },
    { source: 'permissions', kind: 'referenceArray', reference: 'permission' },
    { source: 'name' },
    { source: 'email', kind: 'email' },
    { source: 'id' },
  ],
});
