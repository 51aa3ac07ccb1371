import { app } from './app';
import { frameworkStart } from './frameworkStart';
import { guest } from './guest';
import type { ra } from './ra';
import { raStart } from './raStart';
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
export const enFirstScreen = {
  // Typed as all of `ra` (react-admin's message type requires every group): the first screens show
  // none of the groups left out.
  ra: raStart as typeof ra,
  app,
  framework: frameworkStart,
  server,
  validation,
  guest,
  resources,
};
