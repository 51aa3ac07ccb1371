import { useGetList } from 'react-admin';
import { useResourceScope } from '../ResourceScope';

/**
 * The server's count of the records a delete by these filters removes: the same search and filters
 * the delete request carries (a browser-paged list's own search matches more than the server's).
 */
export function useServerCount(filter: Record<string, unknown>) {
  const { declaration, meta } = useResourceScope();
  const { total, isPending, error } = useGetList(
    declaration.name,
    {
      pagination: { page: 1, perPage: 1 },
      filter,
      ...(meta ? { meta } : {}),
    },
    // Counted afresh each time the dialog opens: the confirmed number is the number at that moment.
    { gcTime: 0, staleTime: 0 },
  );
  return { count: total, counting: isPending, failed: !!error };
}
