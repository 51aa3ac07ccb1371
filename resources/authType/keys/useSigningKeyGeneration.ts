import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { GeneratedSigningKey } from './generateSigningKey';
import { signingKeyGenerator } from './signingKeyGenerator';

export type GenerationState = 'idle' | 'working' | 'done' | 'failed';

const keyFields = ['secret_key', 'public_key', 'private_key'] as const;

/**
 * Fills the form's signing-key fields with a key made in this browser (`generateSigningKey`, loaded
 * on demand: `preload` on pointing at the button). The fields become dirty and lose their errors.
 * The state is `done` only while the fields still hold the generated key: once someone types over
 * it, the form no longer claims a generated key.
 */
export function useSigningKeyGeneration(algorithm: unknown) {
  const { setValue, clearErrors } = useFormContext();
  const [state, setState] = useState<Exclude<GenerationState, 'done'>>('idle');
  const [generated, setGenerated] = useState<GeneratedSigningKey | null>(null);
  const values = useWatch({ name: [...keyFields] }) as unknown[];
  const current = Object.fromEntries(keyFields.map((field, index) => [field, values[index]]));
  const kept = generated !== null && Object.entries(generated).every(([field, value]) => current[field] === value);
  const generate = async () => {
    setState('working');
    try {
      const make = await signingKeyGenerator.load();
      const key = await make(algorithm);
      for (const [field, value] of Object.entries(key)) {
        setValue(field, value, { shouldDirty: true, shouldTouch: true });
        clearErrors(field);
      }
      setGenerated(key);
      setState('idle');
    } catch {
      setGenerated(null);
      setState('failed');
    }
  };
  const preload = () => void signingKeyGenerator.preload().catch(() => undefined);
  return { state: (state === 'idle' && kept ? 'done' : state) as GenerationState, generate, preload };
}
