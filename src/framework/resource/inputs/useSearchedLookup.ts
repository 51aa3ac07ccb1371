import { useEffect, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, type RaRecord } from 'react-admin';
import { lookupPerPage } from './lookupPerPage';

/**
 * A simple lookup (SPEC §7) searched as the administrator types: the first page of `resource`
 * (`page_size` 10) matching `search`, asked once typing pauses for `debounceMs` (0 when the input
 * already waits, as react-admin's AutocompleteInput does); the previous answer stays shown while
 * the next one is on its way. Never a read of every record.
 */
export function useSearchedLookup<T extends RaRecord>(
  resource: string,
  search: string,
  { enabled = true, debounceMs = 250 }: { enabled?: boolean; debounceMs?: number } = {},
) {
  const [asked, setAsked] = useState(search);
  useEffect(() => {
    if (debounceMs === 0) return setAsked(search);
    const timer = setTimeout(() => setAsked(search), debounceMs);
    return () => clearTimeout(timer);
  }, [search, debounceMs]);
  const q = asked.trim();
  return useGetList<T>(
    resource,
    { pagination: { page: 1, perPage: lookupPerPage }, filter: q ? { q } : {} },
    { enabled, placeholderData: keepPreviousData },
  );
}
