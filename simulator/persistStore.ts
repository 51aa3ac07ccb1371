import { Table, type Row, type Store } from './store';

/**
 * Text form of a simulator store (Maps and Tables tagged), so the in-browser demo keeps its data
 * across page loads. Plain JSON otherwise: the store holds only data.
 */
export function serializeStore(store: Store): string {
  return JSON.stringify(store, (_key, value: unknown) => {
    if (value instanceof Map) return { $map: [...value.entries()] };
    if (value instanceof Table) return { $table: value.rows, nextId: (value as unknown as { nextId: number }).nextId };
    return value;
  });
}

export function deserializeStore(text: string): Store {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && '$map' in value)
      return new Map((value as { $map: [unknown, unknown][] }).$map);
    if (value && typeof value === 'object' && '$table' in value) {
      const { $table, nextId } = value as { $table: Row[]; nextId: number };
      const table = new Table<Row>();
      table.rows = $table;
      (table as unknown as { nextId: number }).nextId = nextId;
      return table;
    }
    return value;
  }) as Store;
}
