import { useMemo, type ReactNode } from 'react';
import type { ResolvedField } from '../ResourceDeclaration';
import { ResourceLookup } from './ResourceLookup';

/**
 * One getMany per referenced resource for a whole page of rows, shared by the page's chip cells
 * (`referenceArray` fields): a page of 100 rows would otherwise run a query hook per cell.
 */
export function ReferenceLookupProvider({
  fields,
  children,
}: {
  fields: readonly ResolvedField[];
  children: ReactNode;
}) {
  const byReference = useMemo(() => {
    const groups = new Map<string, ResolvedField[]>();
    for (const field of fields) {
      const reference = field.kind === 'referenceArray' ? field.declaration.reference : undefined;
      if (reference) groups.set(reference, [...(groups.get(reference) ?? []), field]);
    }
    return [...groups];
  }, [fields]);
  return byReference.reduceRight<ReactNode>(
    (inner, [reference, referencing]) => (
      <ResourceLookup key={reference} reference={reference} fields={referencing}>
        {inner}
      </ResourceLookup>
    ),
    children,
  );
}
