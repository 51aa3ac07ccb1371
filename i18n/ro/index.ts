import type { Messages } from '../Messages';
import { app } from './app';
import { framework } from './framework';
import { ra } from './ra';
import { resources } from './resources';
import { server } from './server';
import { validation } from './validation';

export const ro = { ra, app, framework, resources, server, validation } satisfies Messages;
