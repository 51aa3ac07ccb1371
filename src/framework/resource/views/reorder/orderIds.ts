import type { Identifier } from 'react-admin';

/**
 * The whole order after a page was reordered (pure): the page's ids, in their new order, take the
 * place where the first of them stood; every other id keeps its relative position.
 */
export function spliceOrder(all: readonly Identifier[], page: readonly Identifier[]): Identifier[] {
  const onPage = new Set(page.map(String));
  const start = all.findIndex((id) => onPage.has(String(id)));
  const rest = all.filter((id) => !onPage.has(String(id)));
  const at = start < 0 ? rest.length : all.slice(0, start).filter((id) => !onPage.has(String(id))).length;
  return [...rest.slice(0, at), ...page, ...rest.slice(at)];
}

/** Records in a saved order (ids not in it go last, in their original order). */
export function applyOrder<T extends { id: Identifier }>(
  records: readonly T[],
  order: readonly Identifier[] | undefined,
): T[] {
  if (!order?.length) return [...records];
  const rank = new Map(order.map((id, index) => [String(id), index]));
  return records
    .map((record, index) => ({ record, index, rank: rank.get(String(record.id)) ?? order.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.record);
}

/** Moves `active` to the place of `over` (pure). */
export function moveId(ids: readonly Identifier[], active: Identifier, over: Identifier): Identifier[] {
  const from = ids.indexOf(active);
  const to = ids.indexOf(over);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, active);
  return next;
}
