import { useServices } from '../../../src/framework/ServicesContext';
import ApiKeysPage from './ApiKeysPage';
import { GenericApiKeys } from './GenericApiKeys';

/**
 * me/api (my_api): the keys screen, or the generic list screen when the configuration's
 * `myApiList` is `generic` (SPEC §2: "the route can be switched to a generic list screen by an option").
 */
export default function ApiKeysScreen() {
  const { config } = useServices();
  return config.myApiList === 'generic' ? <GenericApiKeys /> : <ApiKeysPage />;
}
