import type { ReactElement } from 'react';
import { DateInput, SearchInput } from 'react-admin';
import { kindComponents } from '../kindComponents';
import type { ResolvedField } from '../ResourceDeclaration';

/** Labels of the filters that are not one field's own label. */
export interface FilterLabels {
  search: string;
  /** Label of a date range bound, e.g. "Created from". */
  range: (field: ResolvedField, bound: 'from' | 'to') => string;
}

/**
 * Filter inputs of a list: the search box (when enabled), then the fields declared as filters;
 * date-time fields filter by a from/to date range (`<source>_from`, `<source>_to`).
 */
export function listFilters(fields: readonly ResolvedField[], search: boolean, labels: FilterLabels): ReactElement[] {
  const filters: ReactElement[] = [];
  if (search)
    filters.push(
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder={labels.search}
        inputProps={{ 'aria-label': labels.search, 'data-list-search': '' }}
      />,
    );
  for (const field of fields) {
    if (!field.filter) continue;
    if (field.kind === 'datetime') {
      for (const bound of ['from', 'to'] as const)
        filters.push(
          <DateInput
            key={`${field.source}_${bound}`}
            source={`${field.source}_${bound}`}
            label={labels.range(field, bound)}
            alwaysOn={field.filter === 'alwaysOn'}
          />,
        );
      continue;
    }
    const Filter = kindComponents[field.kind].filter;
    if (!Filter) continue;
    filters.push(
      <Filter key={field.source} source={field.source} field={field} filter alwaysOn={field.filter === 'alwaysOn'} />,
    );
  }
  return filters;
}
