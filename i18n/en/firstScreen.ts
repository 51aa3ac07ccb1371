import { app } from './app';
import { framework } from './framework';
import { guest } from './guest';
import { ra } from './ra';
import { server } from './server';
import { validation } from './validation';
import { resourceNames } from './resourceNames';

/** `resources.<name>.name` only: the start screen's titles (the rest of `resources` loads later). */
const resources = Object.fromEntries(Object.entries(resourceNames).map(([resource, name]) => [resource, { name }])) as {
  [Resource in keyof typeof resourceNames]: { name: string };
};

/**
 * The part of the English catalog the first screens need: the sign-in page, the other public
 * pages and the signed-in start screen (with the resources' names, for its titles). It is in the first bundle; the rest (the signed-in screens'
 * namespaces) loads with the signed-in shell, as the whole catalog (`loadMessages('en')`).
 */
export const enFirstScreen = { ra, app, framework, server, validation, guest, resources };
