import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { signingKeyGenerator } from './signingKeyGenerator';

export type GenerationState = 'idle' | 'working' | 'done' | 'failed';

/**
 * Fills the form's signing-key fields with a key made in this browser (`generateSigningKey`, loaded
 * on demand: `preload` on pointing at the button). The fields become dirty and lose their errors.
 */
export function useSigningKeyGeneration(algorithm: unknown) {
  const { setValue, clearErrors } = useFormContext();
  const [state, setState] = useState<GenerationState>('idle');
  const generate = async () => {
    setState('working');
    try {
      const generate = await signingKeyGenerator.load();
      const key = await generate(algorithm);
      for (const [field, value] of Object.entries(key)) {
        setValue(field, value, { shouldDirty: true, shouldTouch: true });
        clearErrors(field);
      }
      setState('done');
    } catch {
      setState('failed');
    }
  };
  const preload = () => void signingKeyGenerator.preload().catch(() => undefined);
  return { state, generate, preload };
}
