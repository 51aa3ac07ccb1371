import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { ListBase, useListContext, type DataProvider } from 'react-admin';
import { raListQueryKey } from '../../../src/framework/internals/raListQueryKey';
import { coreAdmin } from './coreAdmin';

function Names() {
  const { data } = useListContext<{ id: number; name: string }>();
  return (
    <ul>
      {data?.map((record) => (
        <li key={record.id}>{record.name}</li>
      ))}
    </ul>
  );
}

describe('raListQueryKey', () => {
  it("is the key the installed react-admin's list reads its page under: a page read ahead into it is the list's, without a read of its own", async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 2, name: 'read by the list' }], total: 1 }));
    // What is in the cache stays fresh: the list reads only if it looks under another key.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(
      raListQueryKey('gadget', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'name', order: 'DESC' },
        filter: {},
      }),
      { data: [{ id: 1, name: 'read ahead' }], total: 1 },
    );
    const CoreAdmin = coreAdmin({ queryClient, dataProvider: { getList } as unknown as DataProvider });
    render(
      <CoreAdmin>
        <ListBase resource="gadget" perPage={25} sort={{ field: 'name', order: 'DESC' }} disableSyncWithLocation>
          <Names />
        </ListBase>
      </CoreAdmin>,
    );
    expect(await screen.findByText('read ahead')).toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
  });
});
