import { app } from './app';
import { framework } from './framework';
import { me } from './me';
import { guest } from './guest';
import { dashboard } from './dashboard';
import { imports } from './imports';
import { history } from './history';
import { adminPages } from './adminPages';
import { palette } from './palette';
import { setup } from './setup';
import { views } from './views';
import { ra } from './ra';
import { resources } from './resources';
import { server } from './server';
import { validation } from './validation';

/**
 * English catalog: the typed source of truth. Every other catalog `satisfies Messages`
 * (= this object with every leaf widened to `string`), so a missing or extra key fails type-checking.
 */
export const en = {
  ra,
  app,
  framework,
  resources,
  server,
  validation,
  me,
  guest,
  dashboard,
  imports,
  history,
  adminPages,
  palette,
  setup,
  views,
};
