import { createContext, useContext, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/** A column the list's column chooser lists: as the table's `DataTable.Col` (`source`, a text `label`). */
export interface ChooserColumn {
  source: string;
  label?: string;
}

/** What the list shows now: where it keeps its hidden columns and ranks, and its columns in order. */
export interface ChooserColumnsValue {
  storeKey: string;
  columns: readonly ChooserColumn[];
  /**
   * Whether the columns follow the order the chooser gives (the table's do; a phone's cards do not,
   * and the stored ranks are positions among the table's columns, not among the cards' fields).
   */
  reorderable: boolean;
}

/** The list's columns, set by the table (or the phone's cards) and read by the chooser when it opens. */
export interface ChooserColumnsStore {
  get(): ChooserColumnsValue | undefined;
  set(value: ChooserColumnsValue | undefined): void;
  subscribe(listener: () => void): () => void;
}

function createChooserColumnsStore(): ChooserColumnsStore {
  let value: ChooserColumnsValue | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ChooserColumnsContext = createContext<ChooserColumnsStore | null>(null);

/**
 * Around a list's toolbar and its table: the table tells the toolbar's column chooser which columns
 * it has, without re-rendering the toolbar (the chooser reads them only while it is open).
 */
export function ChooserColumnsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createChooserColumnsStore);
  return <ChooserColumnsContext.Provider value={store}>{children}</ChooserColumnsContext.Provider>;
}

/**
 * The table's (or the cards') columns, in the order its `DataTable.Col` children have: the ranks
 * react-admin stores (`raDataTableStoreKeys.columnRanks`) are positions in that order. Null while the
 * component does not show the list (the table at a phone's width, where the cards publish theirs).
 */
export function usePublishChooserColumns(
  storeKey: string,
  columns: readonly ChooserColumn[] | null,
  reorderable = true,
): void {
  const store = useContext(ChooserColumnsContext);
  // Compared by content: callers build the list on each render. Null: publishes nothing.
  const key = columns && JSON.stringify([storeKey, columns, reorderable]);
  useLayoutEffect(() => {
    if (!store || !key) return;
    const [publishedKey, published, ordered] = JSON.parse(key) as [string, ChooserColumn[], boolean];
    store.set({ storeKey: publishedKey, columns: published, reorderable: ordered });
    return () => store.set(undefined);
  }, [store, key]);
}

/** The columns the list has published, kept current while the chooser is open. */
export function useChooserColumns(): ChooserColumnsValue | undefined {
  const store = useContext(ChooserColumnsContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? noValue);
}

const noSubscription = () => () => undefined;
const noValue = () => undefined;
