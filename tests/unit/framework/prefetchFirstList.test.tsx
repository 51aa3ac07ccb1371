import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  CoreAdminContext,
  ListBase,
  memoryStore,
  useListContext,
  type DataProvider,
  type GetListParams,
  type GetListResult,
} from 'react-admin';
import { resources } from '../../../resources/resourceList';
import { prefetchFirstList } from '../../../src/framework/resource/prefetchFirstList';

const answer: GetListResult = { data: [{ id: 1, email: 'ada@acme.test' }], total: 1 };

function Emails() {
  const { data } = useListContext<{ id: number; email: string }>();
  return (
    <ul>
      {data?.map((record) => (
        <li key={record.id}>{record.email}</li>
      ))}
    </ul>
  );
}

/** The users list as ResourceList asks for it: the declaration's page size, react-admin's default sort. */
function renderUsers(queryClient: QueryClient, getList: DataProvider['getList']) {
  return render(
    <CoreAdminContext
      dataProvider={{ getList } as unknown as DataProvider}
      store={memoryStore()}
      queryClient={queryClient}
    >
      <ListBase resource="user" perPage={25} disableSyncWithLocation>
        <Emails />
      </ListBase>
    </CoreAdminContext>,
  );
}

function prefetchUsers(queryClient: QueryClient, getList: DataProvider['getList']) {
  prefetchFirstList(queryClient, {
    declarations: resources,
    dataProvider: { getList },
    store: memoryStore(),
    location: { pathname: '/user', search: '' },
  });
}

describe("a signed-in deep link's first list page, read ahead into react-admin's query client", () => {
  it('is what the list shows when it mounts after the answer, without reading the page again', async () => {
    const getList = vi.fn(async () => answer);
    const queryClient = new QueryClient();
    prefetchUsers(queryClient, getList);
    expect(getList).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: ['user'], exact: false })?.state.status).toBe('success'),
    );
    // The list's code arrives later than the answer (a phone's connection).
    await new Promise((resolve) => setTimeout(resolve, 20));
    renderUsers(queryClient, getList);
    expect(await screen.findByText('ada@acme.test')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('is cancelled when the list is left before the answer', async () => {
    let sent: AbortSignal | undefined;
    const getList = vi.fn((_resource: string, params: GetListParams) => {
      sent = params.signal;
      return new Promise<GetListResult>(() => {});
    }) as unknown as DataProvider['getList'];
    const queryClient = new QueryClient();
    prefetchUsers(queryClient, getList);
    const list = renderUsers(queryClient, getList);
    expect(getList).toHaveBeenCalledTimes(1);
    expect(sent?.aborted).toBe(false);
    list.unmount();
    expect(sent?.aborted).toBe(true);
  });

  it('leaves the list to read the page itself when it failed', async () => {
    const getList = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(answer);
    const queryClient = new QueryClient();
    prefetchUsers(queryClient, getList);
    await waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: ['user'], exact: false })?.state.status).toBe('error'),
    );
    renderUsers(queryClient, getList);
    expect(await screen.findByText('ada@acme.test')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(2);
  });
});
