import { createResourceRegistry } from '../framework/resource/RegistryContext';

/** The console's resources (resources/resourceList.ts), downloaded with the signed-in shell. */
export const resourceRegistry = createResourceRegistry(() =>
  import('../../resources/resourceList').then((module) => module.resources),
);
