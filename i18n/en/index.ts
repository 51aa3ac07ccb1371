import { app } from './app';
import { framework } from './framework';
import { ra } from './ra';
import { resources } from './resources';
import { server } from './server';
import { validation } from './validation';

/**
 * English catalog: the typed source of truth. Every other catalog `satisfies Messages`
 * (= this object with every leaf widened to `string`), so a missing or extra key fails type-checking.
 */
export const en = { ra, app, framework, resources, server, validation };

export type { DeepStrings, Messages } from '../Messages';
