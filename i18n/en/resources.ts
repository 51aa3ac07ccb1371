import { me } from './me';
import { resourceNames } from './resourceNames';
import { history, historyFields } from './history';

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
  authType: {
    name: resourceNames.authType,
    algorithmChange: {
      keysMismatch:
        'The stored keys were made for %{from} and do not fit %{to}: after saving, this type cannot sign tokens until new keys are set. Generate or enter them on the credentials page.',
      setKeys: 'Set new keys',
    },
    dependents: {
      credentials:
        'Credentials of %{smart_count} user are deleted |||| Credentials of %{smart_count} users are deleted',
      hooks: '%{smart_count} hook is deleted |||| %{smart_count} hooks are deleted',
    },
    actions: {
      history: 'History',
      socialLinks: 'Social links',
      credentials: 'Credentials',
      passwordSettings: 'Password settings',
      hooks: 'Hooks',
    },
    tabs: {
      settings: 'Settings',
      credentials: 'Credentials',
      socialLinks: 'Social links',
      passwordSettings: 'Password settings',
      hooks: 'Hooks',
      history: 'History',
    },
    sections: {
      general: 'General',
      token: 'Access token',
      refreshToken: 'Refresh token',
      keys: 'Signing keys',
    },
    helpers: {
      type: 'How users sign in: Basic (user name and password), JWT (signed tokens), API key or Social (a social network). It cannot change once created.',
      title: 'The name administrators and users see for this sign-in method.',
      projects: 'The projects whose users can sign in with it. Type a new name to create a project.',
      section: 'Where the client sends the key: in an HTTP header or as a GET parameter of the address.',
      key_header: 'The name of the HTTP header that carries the key, e.g. X-API-KEY.',
      key_query: 'The name of the GET parameter that carries the key, e.g. api_key.',
      prefix_header: 'The word before the key in its header, e.g. ApiKey gives "X-API-KEY: ApiKey <key>". Empty: none.',
      prefix_query: 'The text before the key in its GET parameter, e.g. key_ gives "?api_key=key_<key>". Empty: none.',
      header:
        'The HTTP header that carries the credential on each request (for JWT and Social: the token), e.g. Authorization.',
      prefix:
        'The word before the credential in that header: Bearer gives "Authorization: Bearer <token>". Empty: none.',
      algorithm:
        'How tokens are signed: HS algorithms with one shared secret key; RS, PS and ES algorithms with a key pair.',
      access_token_lifetime_min:
        'How many minutes an access token is valid before the client must refresh it or sign in again. Short is safer; 15 is usual.',
      access_token_header: 'The header of the access token when it differs from Header above. Empty: Header.',
      access_token_prefix: 'The word before the access token when it differs from Prefix above. Empty: Prefix.',
      refresh_token_enabled:
        'Issues a refresh token with each access token, so clients get a new access token without signing in again.',
      refresh_token_lifetime_min:
        'How many minutes a refresh token is valid; longer than the access token. 1440 minutes is one day.',
      refresh_token_header: 'The header that carries the refresh token on the refresh call, e.g. Authorization.',
      refresh_token_prefix: 'The word before the refresh token in its header, e.g. Bearer. Empty: none.',
      secret_key: 'The shared secret that signs and checks the tokens. It is never shown again once saved.',
      public_key: "The PEM public key that checks the tokens' signatures.",
      private_key: 'The PEM private key that signs the tokens. It is never shown again once saved.',
      redirect_uri: 'The address of your application that the social network sends the user back to after signing in.',
      providers: 'The social networks users can sign in with.',
    },
    summary: {
      header: 'Header %{header}, no prefix',
      headerPrefix: 'Header %{header}, prefix %{prefix}',
      query: 'GET parameter %{key}',
      queryPrefix: 'GET parameter %{key}, prefix %{prefix}',
      prefix: 'Prefix %{prefix}',
      lifetimes: '%{access} access, %{refresh} refresh',
      accessOnly: '%{access} access, no refresh token',
      algorithm: 'Signed with %{algorithm}',
      providers: 'Networks: %{providers}',
    },
    choices: {
      type: {
        basic: 'Basic',
        jwt: 'JWT',
        key: 'API key',
        social: 'Social',
      },
      section: {
        header: 'HTTP header',
        query: 'GET parameter',
      },
    },
    fields: {
      priority: 'priority',
      id: 'ID',
      title: 'Title',
      type: 'Type',
      projects: 'Projects',
      details: 'Details',
      created_at: 'Created',
      section: 'Key location',
      key: 'Key name',
      key_header: 'Header name',
      key_query: 'Query parameter name',
      prefix_header: 'Prefix',
      prefix_query: 'Prefix',
      header: 'Header',
      prefix: 'Prefix',
      algorithm: 'Algorithm',
      access_token_lifetime_min: 'Access token lifetime (min)',
      access_token_header: 'Access token header',
      access_token_prefix: 'Access token prefix',
      refresh_token_enabled: 'Refresh tokens enabled',
      refresh_token_lifetime_min: 'Refresh token lifetime (min)',
      refresh_token_header: 'Refresh token header',
      refresh_token_prefix: 'Refresh token prefix',
      secret_key: 'Secret key',
      public_key: 'Public key',
      private_key: 'Private key',
      redirect_uri: 'Redirect URI',
      providers: 'Social networks',
    },
    sharedProvider:
      '%{provider} is also offered by “%{types}”: the sign-in buttons then show each type’s title to tell them apart.',
  },
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
