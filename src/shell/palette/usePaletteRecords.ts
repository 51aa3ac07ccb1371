import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useGetResourceLabel, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AnyResourceDeclaration } from '../../framework/resource/ResourceDeclaration';
import { pathFor, routeNameFor } from '../../framework/resource/pathFor';
import { useRouteAvailable } from '../../framework/routing/DeclaredRoutes';
import type { PaletteGroup } from './PaletteItem';

/** Records shown per resource. */
const perResource = 5;
/** Shorter terms search screens and actions only. */
export const minRecordTerm = 2;

export interface PaletteRecords {
  /** One group per resource with matches, in the resources' order. */
  groups: readonly PaletteGroup[];
  /** Requests under way. */
  fetching: boolean;
  /** Translated failures, one per resource whose search failed. */
  errors: readonly string[];
}

const representationOf = (declaration: AnyResourceDeclaration, record: RaRecord): string => {
  const rep = declaration.recordRepresentation;
  return String(typeof rep === 'function' ? rep(record) : (record[rep ?? 'id'] ?? record.id));
};

/**
 * The records matching `term` (already debounced): one request per resource, the search its
 * list makes (the dataProvider's getList with the `q` filter, sent as `search`), a few records
 * each; choosing one opens its edit page. Resources without an edit route are not searched.
 */
export function usePaletteRecords(term: string, resources: readonly AnyResourceDeclaration[]): PaletteRecords {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const resourceLabel = useGetResourceLabel();
  const available = useRouteAvailable();
  const navigate = useNavigate();
  const editable = useMemo(
    () =>
      resources.filter((declaration) => declaration.edit !== false && available(routeNameFor(declaration, 'update'))),
    [resources, available],
  );
  const enabled = term.length >= minRecordTerm;
  const results = useQueries({
    queries: editable.map((declaration) => ({
      queryKey: [declaration.name, 'paletteSearch', term],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataProvider.getList(declaration.name, {
          pagination: { page: 1, perPage: perResource },
          filter: { q: term },
          ...(declaration.list?.sort ? { sort: declaration.list.sort } : {}),
          signal,
        }),
      enabled,
      staleTime: 30_000,
      retry: false,
    })),
  });
  const groups: PaletteGroup[] = [];
  const errors: string[] = [];
  if (enabled)
    editable.forEach((declaration, index) => {
      const result = results[index];
      const label = resourceLabel(declaration.name, 2);
      if (result?.error)
        errors.push(translate('palette.searchFailed', { resource: label, message: translate(result.error.message) }));
      const records = result?.data?.data ?? [];
      if (records.length === 0) return;
      const kind = resourceLabel(declaration.name, 1);
      groups.push({
        key: `records-${declaration.name}`,
        label,
        items: records.map((record) => ({
          key: `record-${declaration.name}-${String(record.id)}`,
          label: representationOf(declaration, record),
          detail: kind,
          ...(declaration.icon ? { icon: declaration.icon } : {}),
          run: () => navigate(pathFor(declaration, 'update', { id: record.id })),
        })),
      });
    });
  return { groups, fetching: enabled && results.some((result) => result.isFetching), errors };
}
