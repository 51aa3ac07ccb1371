import type { Messages } from '../Messages';
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

export const ro = {
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
} satisfies Messages;
