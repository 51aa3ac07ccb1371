import { useEffect, useState } from 'react';
import { ResourceList } from '../../../src/framework/resource/views/genericViews';
import { KeyDialog } from '../KeyDialog';
import { forgetRevealedKey, peekRevealedKey } from '../revealedKey';

/** The generic list of the `apiKey` resource, which still shows a just-created key once. */
export function GenericApiKeys() {
  const [shown, setShown] = useState(() => peekRevealedKey());
  useEffect(forgetRevealedKey, []);
  return (
    <>
      <ResourceList />
      <KeyDialog value={shown} onClose={() => setShown(null)} />
    </>
  );
}
