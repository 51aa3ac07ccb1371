import type { ReactElement } from 'react';
import { LocalDateInput } from '../../i18n/datePickers/LocalDateInput';
import { lazyComponent } from '../../lazyComponent';
import { dayRangeKinds, unfilterableKinds } from '../fieldKinds';
import type { ResolvedField } from '../ResourceDeclaration';
import { PickerInput } from '../inputs/PickerInput';
import { ListSearchInput } from './ListSearchInput';

/**
 * A field's filter input. The kinds' inputs (`kindInputs`: autocompletes, chips, selects…) are the
 * forms' code, ~30 KB gzipped that a list does not need until it shows such a filter: it loads
 * then (an always-on one starts loading with the list, `preloadFieldFilters`) and the filter
 * appears beside the search box when it has.
 */
const FieldFilter = lazyComponent(() => import('../kindInputs').then((module) => module.KindFilter), {
  fallback: null,
});

/** A declared filter that is the kind's own input (`FieldFilter`); date and datetime fields filter by a range instead. */
const hasFieldFilter = (field: ResolvedField) => field.filter !== false && !unfilterableKinds.has(field.kind);

/**
 * Starts loading the field filters' inputs when the list shows one from the start (an always-on
 * filter); the date picker likewise for an always-on date range.
 */
export function preloadFieldFilters(fields: readonly ResolvedField[]): void {
  const alwaysOn = fields.filter((field) => field.filter === 'alwaysOn');
  if (alwaysOn.some(hasFieldFilter)) FieldFilter.preload().catch(() => undefined);
  if (alwaysOn.some((field) => dayRangeKinds.has(field.kind))) void LocalDateInput.preload();
}

/** Labels of the filters that are not one field's own label. */
export interface FilterLabels {
  search: string;
  /** Label of a date range bound, e.g. "Created from". */
  range: (field: ResolvedField, bound: 'from' | 'to') => string;
}

/**
 * Filter inputs of a list: the search box (when enabled), then the fields declared as filters;
 * date and date-time fields filter by a from/to range of days (`<source>_from`, `<source>_to`:
 * calendar days, `YYYY-MM-DD`, picked and typed in the console's language).
 */
export function listFilters(fields: readonly ResolvedField[], search: boolean, labels: FilterLabels): ReactElement[] {
  const filters: ReactElement[] = [];
  if (search)
    filters.push(
      <ListSearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder={labels.search}
        inputProps={{ 'aria-label': labels.search, 'data-list-search': '' }}
      />,
    );
  for (const field of fields) {
    if (!field.filter) continue;
    if (dayRangeKinds.has(field.kind)) {
      for (const bound of ['from', 'to'] as const)
        filters.push(
          <PickerInput
            picker={LocalDateInput}
            key={`${field.source}_${bound}`}
            source={`${field.source}_${bound}`}
            label={labels.range(field, bound)}
            alwaysOn={field.filter === 'alwaysOn'}
          />,
        );
      continue;
    }
    if (!hasFieldFilter(field)) continue;
    filters.push(
      <FieldFilter
        key={field.source}
        kind={field.kind}
        source={field.source}
        field={field}
        filter
        alwaysOn={field.filter === 'alwaysOn'}
      />,
    );
  }
  return filters;
}
