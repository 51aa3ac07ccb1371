import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { IdentityDataProvider } from '../../../../providers/createDataProvider';
import { useResourceScope } from '../../ResourceScope';
import { usePreference } from '../../usePreference';
import { spliceOrder } from './orderIds';
import { staleVersion } from '../../../../providers/staleVersion';

export const orderPreferenceKey = (resource: string) => `order.${resource}`;
export type OrderPreference = { ids?: Identifier[] };

/**
 * What a drop does. Resources with a priorities endpoint save the whole order there
 * (`dataProvider.reorder`), naming the page's order as the user saw it: when another save changed
 * it meanwhile, nothing is saved and the list shows the order stored now, with a word on why. The
 * others (client-side lists) keep it as the user's preference.
 */
export function useReorder(allIds?: readonly Identifier[]) {
  const { declaration, meta, parentId } = useResourceScope();
  const dataProvider = useDataProvider<IdentityDataProvider>();
  const { sort: shown, data: shownRows } = useListContext();
  // The whole order is read in the declaration's own order (priorities), never another column's.
  const sort = declaration.list?.sort ?? shown;
  const notify = useNotify();
  const refresh = useRefresh();
  const server = !!declaration.endpoints.priorities;
  const preference = usePreference<OrderPreference>(orderPreferenceKey(declaration.name), !server);
  const [saving, setSaving] = useState(false);

  const onDrop = async (pageIds: Identifier[]) => {
    setSaving(true);
    try {
      if (server) {
        // The whole order (every page), to place the dragged page within it.
        const { data } = await dataProvider.getAll(declaration.name, {
          sort,
          filter: parentId ? { parentId } : {},
          ...(meta ? { meta } : {}),
        });
        await dataProvider.reorder(declaration.name, {
          ids: spliceOrder(
            data.map((r) => r.id),
            pageIds,
          ),
          previous: (shownRows ?? []).map((r) => r.id).filter((id) => pageIds.includes(id)),
          ...(meta ? { meta } : {}),
        });
      } else {
        await preference.save({ ids: spliceOrder(allIds ?? pageIds, pageIds) });
      }
      notify('framework.reorder.saved', { type: 'info' });
      refresh();
    } catch (error) {
      if (staleVersion(error)) {
        notify('framework.conflict.order', { type: 'warning', autoHideDuration: null });
        refresh();
      } else notify('framework.reorder.failed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return { onDrop, saving };
}
