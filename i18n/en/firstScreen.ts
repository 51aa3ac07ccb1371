import { app } from './app';
import { framework } from './framework';
import { guest } from './guest';
import { ra } from './ra';
import { server } from './server';
import { validation } from './validation';

/**
 * The part of the English catalog the first screens need: the sign-in page, the other public
 * pages and the signed-in start screen. It is in the first bundle; the rest (the signed-in screens'
 * namespaces) loads with the signed-in shell, as the whole catalog (`loadMessages('en')`).
 */
export const enFirstScreen = { ra, app, framework, server, validation, guest };
