import type { ColumnMapping, ImportPlan, Problem } from './types';

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Mapping pre-filled by name: a field takes the first column whose header equals its name or one of
 * its labels, ignoring case, spaces and punctuation ("Full name" matches `full_name`).
 */
export function guessMapping(
  plan: ImportPlan,
  header: readonly string[] | null,
  labels: Readonly<Record<string, readonly string[]>> = {},
): Record<string, number> {
  const mapping: Record<string, number> = {};
  if (!header) return mapping;
  const columns = header.map(normalise);
  const taken = new Set<number>();
  for (const field of plan.fields) {
    const names = new Set([field.name, ...(labels[field.name] ?? [])].map(normalise));
    const index = columns.findIndex((column, i) => !taken.has(i) && column !== '' && names.has(column));
    if (index >= 0) {
      mapping[field.name] = index;
      taken.add(index);
    }
  }
  return mapping;
}

/** Required fields not mapped and "at least one of" groups with no mapped field (row 1: the header). */
export function checkMapping(plan: ImportPlan, mapping: ColumnMapping): Problem[] {
  const problems: Problem[] = [];
  const mapped = (field: string) => mapping[field] !== undefined && mapping[field] >= 0;
  for (const field of plan.required)
    if (!mapped(field)) problems.push({ code: 'requiredNotMapped', row: 1, column: null, params: { field } });
  for (const group of plan.atLeastOneOf)
    if (!group.some(mapped))
      problems.push({ code: 'atLeastOne', row: 1, column: null, params: { fields: group.join(', ') } });
  return problems;
}
