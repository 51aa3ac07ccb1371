import { useMemo } from 'react';
import { useStore } from 'react-admin';
import { raDataTableStoreKeys, type RaStoredHiddenColumns } from '../../raDataTableStoreKeys';
import { defaultHiddenColumns } from '../../../resource/resolveFields';
import { useResourceScope } from '../../../resource/ResourceScope';

/** The columns the declaration hides until shown (`list: { hidden: true }`), the same array while the fields are. */
export function useDefaultHiddenColumns(): RaStoredHiddenColumns {
  const { fields } = useResourceScope();
  return useMemo(() => defaultHiddenColumns(fields), [fields]);
}

/**
 * The list's hidden columns where react-admin's `DataTable` keeps them (its default store key),
 * the declaration's hidden-until-shown columns until the user chooses: what the table, the
 * phone's cards, the column chooser and saved views all read.
 */
export function useHiddenColumns() {
  const { declaration } = useResourceScope();
  return useStore<RaStoredHiddenColumns>(raDataTableStoreKeys.table(declaration.name), useDefaultHiddenColumns());
}
