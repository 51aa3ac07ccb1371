import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';

/** The records of one referenced resource that a page of rows points at, by id. */
export interface ReferenceLookup {
  records: ReadonlyMap<string, RaRecord>;
  loading: boolean;
}

/** The lookups of the page, by referenced resource (`ReferenceLookupProvider`). */
export const ReferenceLookupContext = createContext<ReadonlyMap<string, ReferenceLookup>>(new Map());

/** The page's lookup of `reference`, when the list provides one (ReferenceLookupProvider). */
export function useReferenceLookup(reference: string): ReferenceLookup | undefined {
  return useContext(ReferenceLookupContext).get(reference);
}
