import { useCallback, useEffect, useRef, useState } from 'react';
import { publicEndpoints } from '../../../api/contract/endpoints/publicEndpoints';
import { serverMessages } from '../../../api/contract/errors';
import { useServices } from '../../../framework/ServicesContext';
import { formErrors, translatableServerMessage } from '../../../providers/errorMessage';

/** How long typing must pause before the domain is checked. */
const DEBOUNCE_MS = 400;

/** What the API said of a domain: free, or the field's message (an i18n key); `unknown` when it could not say. */
export type DomainVerdict = { domain: string } & (
  { free: true } | { free: false; message: string } | { unknown: true }
);

/** The message of a taken domain, the one the sign-up's own 422 gives. */
export const domainTakenMessage = translatableServerMessage(serverMessages.alreadyExists);

/**
 * Whether sign-up can still take the organization domain being typed (`public.domainAvailability`),
 * asked `DEBOUNCE_MS` after typing pauses and only for a well-formed domain (the step's own check
 * speaks first); a newer domain cancels the older question. `verdict` is the answer for the domain
 * shown (null while it is being asked); `ask()` answers at once, for the step's Continue; `refused()`
 * records the sign-up's own "already exists" for a domain taken after it was asked. The API
 * could not answer (network, 5xx): `unknown`, and sign-up checks the domain again anyway.
 */
export function useDomainAvailability(domain: string, wellFormed: boolean) {
  const { client, validation } = useServices();
  const [answer, setAnswer] = useState<DomainVerdict | null>(null);
  const answers = useRef(new Map<string, DomainVerdict>());

  const ask = useCallback(
    async (wanted: string, signal?: AbortSignal): Promise<DomainVerdict> => {
      const known = answers.current.get(wanted);
      if (known) return known;
      let verdict: DomainVerdict;
      try {
        const { available } = await client.call(publicEndpoints.domainAvailability, {
          query: { domain: wanted },
          ...(signal ? { signal } : {}),
        });
        verdict = available
          ? { domain: wanted, free: true }
          : { domain: wanted, free: false, message: domainTakenMessage };
      } catch (error) {
        if (signal?.aborted) throw error;
        const field = formErrors(error, validation)?.domain;
        verdict = field ? { domain: wanted, free: false, message: field } : { domain: wanted, unknown: true };
      }
      // Only a definite answer is kept: "unknown" is asked again next time.
      if (!('unknown' in verdict)) answers.current.set(wanted, verdict);
      return verdict;
    },
    [client, validation],
  );

  useEffect(() => {
    if (!wellFormed || !domain) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      ask(domain, controller.signal).then(setAnswer, () => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ask, domain, wellFormed]);

  /** The API refused the domain at sign-up (taken since it was asked): remember it so. */
  const refused = useCallback((wanted: string, message: string) => {
    const verdict: DomainVerdict = { domain: wanted, free: false, message };
    answers.current.set(wanted, verdict);
    setAnswer(verdict);
  }, []);

  const verdict = wellFormed && answer?.domain === domain ? answer : null;
  return { verdict, checking: wellFormed && !!domain && !verdict, ask, refused };
}
