import type { ReactNode } from 'react';
import { ListView } from 'react-admin';
import { raClasses } from '../../internals/raClasses';
import { ListPager } from '../../recordsList/ListPager';
import { listPageSizes } from '../../recordsList/listPageSizes';
import { useResourceScope } from '../ResourceScope';
import { ChooserColumnsProvider } from '../../internals/redrawn/columns/ChooserColumns';
import { DeferredListData } from './DeferredListData';
import { EmptyList } from './EmptyList';
import { ListActions } from './ListActions';
import type { listFilters } from './listFilters';
import { ListTitle } from './ListTitle';
import { LoadMore } from './LoadMore';
import { ViewFormSyncProvider } from './savedViews/ViewFormSyncProvider';

/**
 * The list's main column is a flex item that would otherwise grow to the table's width and widen
 * the page in a narrow window; with min-width 0 the table scrolls in its own region instead.
 */
const listSx = { [`& .${raClasses.listMain}`]: { minWidth: 0 } } as const;

/** The list's page under its controller (either kind): toolbar, filters, the rows (deferred), paging. */
export function ListPage({ filters, children }: { filters: ReturnType<typeof listFilters>; children: ReactNode }) {
  const { declaration } = useResourceScope();
  const options = declaration.list ?? {};
  return (
    <ViewFormSyncProvider>
      <ChooserColumnsProvider>
        <DeferredListData>
          <ListView
            sx={listSx}
            title={<ListTitle />}
            filters={filters}
            actions={<ListActions hasFilters={filters.length > 0} />}
            empty={<EmptyList />}
            pagination={<ListPager rowsPerPageOptions={options.perPageOptions ?? listPageSizes} />}
          >
            {children}
            <LoadMore step={options.perPage ?? 25} />
          </ListView>
        </DeferredListData>
      </ChooserColumnsProvider>
    </ViewFormSyncProvider>
  );
}
