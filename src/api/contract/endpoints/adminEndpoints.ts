import { z } from 'zod/mini';
import {
  AuthType,
  AuthTypeCredentialsInput,
  AuthTypeInput,
  PasswordConfigInput,
  PrioritiesInput,
  SocialLinks,
} from '../authType';
import { collectionEndpoints } from '../collectionEndpoints';
import { pageOf } from '../common';
import { dateRange, endpoint, group, listQuery, QueryIds, strict } from '../endpoint';
import { authTypeEvents, HistoryEntry, userEvents } from '../history';
import { Hook, HookInput } from '../hook';
import { Credential, CredentialInput, Profile, ProfileInput, Session, User, UserInput } from '../user';

/** A history list's query: paging, sorting by date or event, search, and the event and date filters. */
const historyQuery = (events: readonly [string, ...string[]]) =>
  listQuery(['created_at', 'event'], { event: z.optional(z.enum(events)), ...dateRange('created_at') });
const historyOutput = pageOf(HistoryEntry);

/** The administration resources (SPEC §2, DESIGN.md §5): REST collections plus their extra calls. */
const authTypeCollection = collectionEndpoints({
  resource: 'authType',
  base: '/auth-type',
  label: 'authentication types',
  item: AuthType,
  input: strict(AuthTypeInput),
  filters: { type: z.optional(z.array(z.string())), projects: z.optional(QueryIds), ...dateRange('created_at') },
  createPath: '/auth-type/:type',
  updatePath: '/auth-type/:type/:id',
});
const authTypeResource = { name: 'authType', base: '/auth-type' };
export const authTypeEndpoints = {
  ...authTypeCollection,
  ...group('authType', {
    priorities: endpoint({
      method: 'POST',
      path: '/auth-type/priorities',
      resource: authTypeResource,
      admin: true,
      input: PrioritiesInput,
      output: z.object({ items: z.array(AuthType) }),
      versioned: 'body',
      summary:
        'Saves the order of authentication types: the ids first to last; with `previous`, only if they are still in that order (412 otherwise).',
    }),
    credentials: endpoint({
      method: 'PATCH',
      path: '/auth-type/:id/credentials',
      resource: authTypeResource,
      admin: true,
      input: AuthTypeCredentialsInput,
      output: AuthType,
      versioned: 'if-match',
      summary:
        'Sets the signing keys of a jwt or social type: secret_key (HS algorithms) or public_key and private_key.',
    }),
    passwordConfig: endpoint({
      method: 'PATCH',
      path: '/auth-type/:id/password-config',
      resource: authTypeResource,
      admin: true,
      input: PasswordConfigInput,
      output: AuthType,
      versioned: 'if-match',
      summary: 'Changes the password rules of a type (not social).',
    }),
    socialLinks: endpoint({
      method: 'GET',
      path: '/auth-type/:id/social-links',
      resource: authTypeResource,
      admin: true,
      query: z.strictObject({ user_id: z.optional(z.string()) }),
      output: SocialLinks,
      summary: "Sign-in links of a social type, one per provider (the provider's authorize page).",
    }),
    history: endpoint({
      method: 'GET',
      path: '/auth-type/:parentId/history',
      resource: authTypeResource,
      admin: true,
      query: historyQuery(authTypeEvents),
      output: historyOutput,
      summary:
        'Change history of a type (page, page_size 10 by default; event, created_at_from, created_at_to), newest first.',
    }),
  }),
};

export const userEndpoints = {
  ...collectionEndpoints({
    resource: 'user',
    base: '/user',
    label: 'users',
    item: User,
    input: strict(UserInput),
    filters: {
      projects: z.optional(QueryIds),
      permissions: z.optional(QueryIds),
      // Users with a credential of one of these authentication types (their `available_auth_types`).
      auth_types: z.optional(QueryIds),
      // Users whose username or e-mail is one of these (exact, case-insensitive): the import's lookup of taken values.
      username: z.optional(z.array(z.string())),
      email: z.optional(z.array(z.string())),
      ...dateRange('created_at'),
    },
    sortable: ['username', 'name', 'email', 'id', 'note', 'created_at', 'updated_at'],
  }),
  ...group('user', {
    history: endpoint({
      method: 'GET',
      path: '/user/:parentId/history',
      resource: { name: 'user', base: '/user' },
      admin: true,
      query: historyQuery(userEvents),
      output: historyOutput,
      summary:
        'Activity log of a user (page, page_size 10 by default; event, created_at_from, created_at_to), newest first.',
    }),
  }),
};

export const hookEndpoints = collectionEndpoints({
  resource: 'hook',
  base: '/auth-type/:parentId/hooks',
  label: 'hooks of an authentication type',
  item: Hook,
  input: strict(HookInput),
  filters: {},
});
export const credentialEndpoints = collectionEndpoints({
  resource: 'credential',
  base: '/user/:parentId/credentials',
  label: 'credentials of a user',
  item: Credential,
  input: strict(CredentialInput),
  filters: {},
});
export const profileEndpoints = collectionEndpoints({
  resource: 'profile',
  base: '/user/:parentId/profiles',
  label: 'profiles of a user',
  item: Profile,
  input: strict(ProfileInput),
  filters: { permissions: z.optional(QueryIds) },
});
export const userSessionEndpoints = collectionEndpoints({
  resource: 'userSession',
  base: '/user/:parentId/sessions',
  label: 'sessions of a user',
  item: Session,
  input: z.strictObject({}),
  filters: {},
  without: ['get', 'create', 'update'],
});
