/**
 * The resources' names (`resources.<name>.name`), kept apart from the rest of `resources` so the
 * first screens' catalog can carry them: the signed-in start screen draws a list's or create
 * form's title from them before the whole catalog has arrived.
 */
export const resourceNames = {
  project: 'Project |||| Projects',
  permission: 'Permission |||| Permissions',
  authType: 'Authentication type |||| Authentication types',
  hook: 'Hook |||| Hooks',
  credential: 'Credential |||| Credentials',
  profile: 'Profile |||| Profiles',
  userSession: 'Session |||| Sessions',
  userHistory: 'Activity entry |||| Activity log',
  authTypeHistory: 'History entry |||| History',
  user: 'User |||| Users',
  apiKey: 'API key |||| API keys',
};
