import { useCallback } from 'react';
import { downloadCSV, useGetResourceLabel, useTranslate, type Exporter, type RaRecord } from 'react-admin';
import { toCsv } from '../csv';
import { exportedValue } from '../exportedValue';
import { useRegistry } from '../RegistryContext';
import type { ResolvedField } from '../ResourceDeclaration';
import { useResourceScope } from '../ResourceScope';

type Row = Record<string, unknown>;

/**
 * CSV export of the filtered list (react-admin's ExportButton fetches it): the visible columns
 * with their translated labels, derived values, and references as their records' names (one
 * request per referenced resource); formula-like cells are neutralised (see `csvCell`).
 */
export function useCsvExporter(columns: readonly ResolvedField[]): Exporter {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const registry = useRegistry();
  const { declaration } = useResourceScope();
  return useCallback<Exporter>(
    async (records: RaRecord[], fetchRelatedRecords) => {
      // Secrets never leave in clear (`exportedValue`, the rule every export follows).
      const valueOf = (field: ResolvedField, record: Row) =>
        exportedValue(field, field.declaration.value ? field.declaration.value(record) : record[field.source]);
      const names = new Map<ResolvedField, (id: unknown) => unknown>();
      for (const field of columns) {
        const reference = field.declaration.reference;
        if (!reference || (field.kind !== 'reference' && field.kind !== 'referenceArray')) continue;
        const target = registry?.find((candidate) => candidate.name === reference);
        const rep = target?.recordRepresentation;
        const flat = records.map((record) => ({ id: record.id, [field.column]: [valueOf(field, record)].flat() }));
        const related = await fetchRelatedRecords<Row & RaRecord>(flat as RaRecord[], field.column, reference);
        names.set(field, (id) => {
          const found = related[String(id)];
          if (!found) return id;
          return typeof rep === 'function' ? rep(found) : typeof rep === 'string' ? found[rep] : found.id;
        });
      }
      const rows = records.map((record) =>
        columns.map((field) => {
          const value = valueOf(field, record);
          const name = names.get(field);
          return name ? (Array.isArray(value) ? value.map(name) : name(value)) : value;
        }),
      );
      const headers = columns.map((field) =>
        translate(`resources.${declaration.name}.fields.${field.column}`, { _: field.column }),
      );
      downloadCSV(toCsv(headers, rows), resourceLabel(declaration.name, 2));
    },
    [columns, registry, declaration.name, translate, resourceLabel],
  );
}
