import { declarationsFromModules } from '../src/framework/resource/registry';

/**
 * Every resource of the console: each file of this folder declares one (`export default
 * defineResource({…})`), so adding a resource adds a file here and nothing else. The app hands
 * this list to the framework (src/shell/resourceRegistry.ts); the framework imports no resource.
 */
export const resources = declarationsFromModules(import.meta.glob(['./*.ts', '!./resourceList.ts'], { eager: true }));
