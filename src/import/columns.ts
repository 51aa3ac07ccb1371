import { MAX_COLUMNS } from './limits';
import type { Problem } from './types';

const BOM = '\ufeff';

/** The first cell without a byte-order mark. */
export function stripBom(cells: string[]): string[] {
  if (cells[0]?.startsWith(BOM)) cells[0] = cells[0].slice(1);
  return cells;
}

/** Name of a column in messages: its header when there is one, else its 1-based number. */
export function columnLabel(index: number, header: readonly string[] | null): string {
  const name = header?.[index]?.trim();
  return name ? name : String(index + 1);
}

/** Problems of a header row: too many columns, a likely wrong delimiter, empty and duplicate names. */
export function checkHeader(header: readonly string[], row = 1): Problem[] {
  const problems: Problem[] = [];
  if (header.length > MAX_COLUMNS) {
    problems.push({
      code: 'tooManyColumns',
      row,
      column: String(MAX_COLUMNS + 1),
      params: { count: header.length, max: MAX_COLUMNS },
    });
    return problems;
  }
  if (header.length === 1 && /[;|\t:]/.test(header[0] ?? '')) problems.push({ code: 'delimiter', row, column: '1' });
  const seen = new Map<string, number>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (!name) {
      problems.push({ code: 'emptyHeader', row, column: String(index + 1) });
      return;
    }
    const key = name.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined)
      problems.push({ code: 'duplicateHeader', row, column: name, params: { first: first + 1, index: index + 1 } });
    else seen.set(key, index);
  });
  return problems;
}
