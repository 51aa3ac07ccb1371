import type { ReactElement } from 'react';
import { SearchInput } from 'react-admin';
import { kindComponents } from '../kindComponents';
import type { ResolvedField } from '../resolveFields';

/** Filter inputs of a list: the search box (when enabled), then the fields declared as filters. */
export function listFilters(fields: readonly ResolvedField[], search: boolean, searchLabel: string): ReactElement[] {
  const filters: ReactElement[] = [];
  if (search) filters.push(<SearchInput key="q" source="q" alwaysOn placeholder={searchLabel} inputProps={{ 'aria-label': searchLabel }} />);
  for (const field of fields) {
    const Filter = field.filter ? kindComponents[field.kind].filter : null;
    if (!Filter) continue;
    filters.push(<Filter key={field.source} source={field.source} field={field} filter alwaysOn={field.filter === 'alwaysOn'} />);
  }
  return filters;
}
