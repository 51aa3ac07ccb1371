import { me } from './me';
import { resourceNames } from './resourceNames';
import { history, historyFields } from './history';
import { authType } from './authTypeResource';

/** Resource names and field labels, react-admin convention `resources.<name>.{name,fields.<field>}`. */
export const resources = {
  project: {
    name: resourceNames.project,
    dependents: {
      profiles: 'Profiles of %{smart_count} user are deleted |||| Profiles of %{smart_count} users are deleted',
      authTypes:
        'Removed from %{smart_count} authentication type |||| Removed from %{smart_count} authentication types',
    },
    fields: {
      id: 'ID',
      name: 'Name',
      alias: 'Alias',
      created_at: 'Created',
      updated_at: 'Updated',
    },
  },
  permission: {
    name: resourceNames.permission,
    dependents: {
      profiles:
        'Removed from the profiles of %{smart_count} user |||| Removed from the profiles of %{smart_count} users',
    },
    fields: {
      id: 'ID',
      title: 'Title',
      code: 'Code',
      created_at: 'Created',
    },
  },
  authType,
  hook: {
    name: resourceNames.hook,
    fields: {
      id: 'ID',
      method: 'Method',
      url: 'URL',
      headers: 'Headers (JSON)',
      created_at: 'Created',
    },
    helpers: {
      url: 'After each sign-in with this authentication type, the service sends a request to this http(s) address, with the method and headers set here.',
      headers:
        'Header names and values as a JSON object, e.g. {"X-Signature": "…"}; empty means none. Stored values are not shown: leave a value empty to keep it, type a new one to replace it, remove a name to drop that header.',
    },
  },
  credential: {
    name: resourceNames.credential,
    fields: {
      id: 'ID',
      projects: 'Projects',
      type: 'Authentication type',
      details: 'Details',
      social_providers: 'Social networks',
      password: 'Password',
      note: 'Note',
      created_at: 'Created',
    },
    details: { passwordSet: 'Password: set', passwordUnset: 'Password: not set' },
    typeOption: '%{title} · %{kind}',
    noTypeLeft: 'The user already has a credential of every authentication type.',
  },
  profile: {
    name: resourceNames.profile,
    fields: {
      id: 'ID',
      project: 'Project',
      permissions: 'Permissions',
      name: 'Full name',
      email: 'E-mail',
      created_at: 'Created',
    },
  },
  userHistory: {
    name: resourceNames.userHistory,
    empty: 'No activity recorded yet.',
    fields: historyFields,
    choices: { event: history.events },
  },
  authTypeHistory: {
    name: resourceNames.authTypeHistory,
    empty: 'No changes recorded yet.',
    fields: historyFields,
    choices: { event: history.events },
  },
  userSession: {
    name: resourceNames.userSession,
    notice: 'Sessions exist only for authentication types jwt and social.',
    actions: {
      revoke: 'Revoke',
    },
    fields: {
      id: 'ID',
      device: 'Device',
      expires_at: 'Expires',
      ip: 'IP address',
      updated_at: 'Updated',
      refreshes_at: 'Refreshes',
      created_at: 'Signed in',
      actions: 'Actions',
      auth_type: 'Sign-in type',
    },
  },
  user: {
    name: resourceNames.user,
    dependents: {
      credentials: '%{smart_count} credential is deleted |||| %{smart_count} credentials are deleted',
      profiles: '%{smart_count} profile is deleted |||| %{smart_count} profiles are deleted',
      sessions:
        '%{smart_count} session is signed out and deleted |||| %{smart_count} sessions are signed out and deleted',
    },
    actions: {
      profiles: 'Profiles',
      history: 'History',
      sessions: 'Sessions',
      credentials: 'Credentials',
    },
    tabs: {
      details: 'Details',
      profiles: 'Profiles',
      credentials: 'Credentials',
      sessions: 'Sessions',
      activity: 'Activity',
    },
    fields: {
      id: 'ID',
      username: 'Username',
      name: 'Name',
      email: 'E-mail',
      note: 'Note',
      projects: 'Projects',
      permissions: 'Permissions',
      auth_types: 'Authentication types',
      admin: 'Administrator',
      password: 'Password',
      created_at: 'Created',
      updated_at: 'Updated',
    },
  },
  // The signed-in user's API keys as a resource (me/api's generic list option): the my-area words.
  apiKey: {
    name: resourceNames.apiKey,
    fields: {
      name: me.api.fields.name,
      note: me.api.fields.note,
      id: me.api.fields.id,
      created_at: me.api.fields.created_at,
      updated_at: me.api.fields.updated_at,
    },
  },
};
