import { declarationsFromModules } from '../src/framework/resource/registry';

/**
 * Every resource of the console: each folder here is one resource, whose `index.ts` declares it
 * (`export default defineResource({…})`) next to its pages, form rules and components. Adding a
 * resource adds a folder and nothing else. The app hands this list to the framework
 * (src/shell/resourceRegistry.ts); the framework imports no resource.
 */
export const resources = declarationsFromModules(import.meta.glob('./*/index.ts', { eager: true }));
