import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { EditBase, useRecordContext, type DataProvider } from 'react-admin';
import { raRecordQueryKey } from '../../../src/framework/internals/raRecordQueryKey';
import { coreAdmin } from './coreAdmin';

function Name() {
  const record = useRecordContext<{ id: number; name: string }>();
  return <p>{record?.name}</p>;
}

describe('raRecordQueryKey', () => {
  it("is the key the installed react-admin's edit view reads its record under: a record read ahead into it is the view's, without a read of its own", async () => {
    const getOne = vi.fn(async () => ({ data: { id: 7, name: 'read by the view' } }));
    // What is in the cache stays fresh: the view reads only if it looks under another key.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    // The id as a route gives it (a string); the view asks with the same.
    queryClient.setQueryData(raRecordQueryKey('gadget', { id: '7' }), { id: 7, name: 'read ahead' });
    const CoreAdmin = coreAdmin({ queryClient, dataProvider: { getOne } as unknown as DataProvider });
    render(
      <CoreAdmin>
        <EditBase resource="gadget" id="7">
          <Name />
        </EditBase>
      </CoreAdmin>,
    );
    expect(await screen.findByText('read ahead')).toBeInTheDocument();
    expect(getOne).not.toHaveBeenCalled();
  });
});
