import { useResourceContext, useStore, useTranslateLabel } from 'react-admin';
import { raDataTableStoreKeys, type RaStoredColumnRanks, type RaStoredHiddenColumns } from '../../raDataTableStoreKeys';
import { moveId } from '../../../resource/views/reorder/orderIds';
import type { ChooserColumnsValue } from './ChooserColumns';
import { useDefaultHiddenColumns } from './useHiddenColumns';

/** One row of the column chooser: a column the list has, where it stands and whether it shows. */
export interface ColumnChoice {
  source: string;
  /** The column's header text (its `label`, else the resource's field label for `source`). */
  label: string;
  shown: boolean;
}

/** The stored ranks, followed by the positions of the columns they do not list yet (as react-admin pads them). */
const paddedRanks = (ranks: readonly number[], length: number) =>
  ranks.concat(Array.from({ length: Math.max(0, length - ranks.length) }, (_, i) => ranks.length + i));

/**
 * The columns a list's chooser offers, in the table's order, and what the chooser does to them. It
 * keeps them where react-admin's `DataTable` reads them (`raDataTableStoreKeys`): the hidden
 * columns' sources under `storeKey`, the order as the columns' positions among the table's children.
 */
export function useColumnChoices({ storeKey, columns, reorderable }: ChooserColumnsValue) {
  const resource = useResourceContext();
  const translateLabel = useTranslateLabel();
  const [ranks, setRanks] = useStore<RaStoredColumnRanks | undefined>(raDataTableStoreKeys.columnRanks(storeKey));
  // Until the user chooses, the declaration's hidden-until-shown columns (what the table hides).
  const defaultHidden = useDefaultHiddenColumns();
  const [hidden, setHidden] = useStore<RaStoredHiddenColumns>(storeKey, defaultHidden);
  // Ranks are positions among the table's columns: a list without them (the cards) shows its own order.
  const order = paddedRanks(reorderable ? (ranks ?? []) : [], columns.length);
  const choices: ColumnChoice[] = order.flatMap((position) => {
    const column = columns[position];
    if (!column) return [];
    const label = translateLabel({ label: column.label, resource, source: column.source });
    return [
      {
        source: column.source,
        label: typeof label === 'string' ? label : column.source,
        shown: !hidden.includes(column.source),
      },
    ];
  });
  const positionOf = (source: string) => columns.findIndex((column) => column.source === source);
  return {
    choices,
    toggle(source: string) {
      setHidden(hidden.includes(source) ? hidden.filter((column) => column !== source) : [...hidden, source]);
    },
    /** Puts the column `source` where the column `target` stands. */
    move(source: string, target: string) {
      if (!reorderable) return;
      const from = positionOf(source);
      const to = positionOf(target);
      if (from < 0 || to < 0 || from === to) return;
      setRanks(moveId(order, from, to) as number[]);
    },
    reset() {
      setRanks(undefined);
      setHidden(defaultHidden);
    },
  };
}

/** Whether a column's label matches what was typed in the chooser's search (case and accents ignored). */
export function matchesColumnSearch(label: string, search: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return fold(label).includes(fold(search.trim()));
}
