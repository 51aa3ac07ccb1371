import { useEffect, useState } from 'react';
import { useServices } from '../../../src/framework/ServicesContext';
import { ResourceList } from '../../../src/framework/resource/views/genericViews';
import ApiKeysPage from './ApiKeysPage';
import { KeyDialog } from '../KeyDialog';
import { forgetRevealedKey, peekRevealedKey } from '../revealedKey';

/** The generic list of the `apiKey` resource, which still shows a just-created key once. */
function GenericApiKeys() {
  const [shown, setShown] = useState(() => peekRevealedKey());
  useEffect(forgetRevealedKey, []);
  return (
    <>
      <ResourceList />
      <KeyDialog value={shown} onClose={() => setShown(null)} />
    </>
  );
}

/**
 * me/api (my_api): the keys screen, or the generic list screen when the configuration's
 * `myApiList` is `generic` (SPEC §2: "the route can be switched to a generic list screen by an option").
 */
export default function ApiKeysScreen() {
  const { config } = useServices();
  return config.myApiList === 'generic' ? <GenericApiKeys /> : <ApiKeysPage />;
}
