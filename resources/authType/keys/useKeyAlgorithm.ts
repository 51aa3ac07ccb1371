import { useWatch } from 'react-hook-form';

/** The algorithm a signing-key input is for: the given one (credentials page), else the form's `algorithm` (create form). */
export function useKeyAlgorithm(algorithm: string | null | undefined): unknown {
  const chosen: unknown = useWatch({ name: 'algorithm' });
  return algorithm ?? chosen;
}
