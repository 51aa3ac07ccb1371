import { stripBom } from './columns';
import { toBoolean } from './convert';
import type { RunOptions } from './types';

/**
 * Rows as they are uploaded: the header row as it is (the API maps by header name), data rows with
 * only the mapped cells kept (others empty, trailing ones dropped), trimmed, booleans as "true"/"false".
 */
export function createRowPreparer(options: RunOptions): (cells: string[], record: number) => string[] {
  const targets = options.plan.fields
    .filter((field) => (options.mapping[field.name] ?? -1) >= 0)
    .map((field) => ({ index: options.mapping[field.name]!, boolean: field.kind === 'boolean' }));
  const width = targets.reduce((max, target) => Math.max(max, target.index + 1), 0);
  return (cells, record) => {
    if (record === 1) stripBom(cells);
    if (record === 1 && options.skipFirstLine) return cells;
    const out = new Array<string>(width).fill('');
    for (const target of targets) {
      const value = (cells[target.index] ?? '').trim();
      out[target.index] = target.boolean ? String(toBoolean(value) ?? false) : value;
    }
    return out;
  };
}
