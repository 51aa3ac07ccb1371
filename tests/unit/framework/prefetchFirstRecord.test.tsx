import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, EditBase, memoryStore, useGetOne, useRecordContext, type DataProvider } from 'react-admin';
import { resources } from '../../../resources/resourceList';
import { prefetchFirstRecord } from '../../../src/framework/resource/prefetchFirstRecord';

const ada = { id: 1, email: 'ada@acme.test' };

/** The data provider's getOne, as these tests stand it in. */
type GetOne = (resource: string, params: { id: unknown }) => Promise<{ data: typeof ada }>;

/** The record page's heading, read as RecordFrame reads it. */
function Heading() {
  const { data } = useGetOne('user', { id: '1' });
  return <h1>{data?.email}</h1>;
}

function EmailInput() {
  const record = useRecordContext<typeof ada>();
  return <input aria-label="E-mail" readOnly value={record?.email ?? ''} />;
}

/** The record page as a deep link draws it: the heading, then the tab's edit form under it. */
function renderRecordPage(queryClient: QueryClient, getOne: GetOne) {
  return render(
    <CoreAdminContext
      dataProvider={{ getOne } as unknown as DataProvider}
      store={memoryStore()}
      queryClient={queryClient}
    >
      <Heading />
      <EditBase resource="user" id="1">
        <EmailInput />
      </EditBase>
    </CoreAdminContext>,
  );
}

const prefetch = (queryClient: QueryClient, getOne: GetOne, pathname: string) =>
  prefetchFirstRecord(queryClient, {
    declarations: resources,
    dataProvider: { getOne } as unknown as Pick<DataProvider, 'getOne'>,
    location: { pathname },
  });

describe("a signed-in deep link's record, read ahead into react-admin's query client", () => {
  it('is what the record page and its form show when they mount after the answer, read once between them', async () => {
    const getOne = vi.fn(async () => ({ data: ada }));
    const queryClient = new QueryClient();
    prefetch(queryClient, getOne, '/user/update/1');
    expect(getOne).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: ['user', 'getOne'], exact: false })?.state.status).toBe(
        'success',
      ),
    );
    // The page's code arrives later than the answer (a phone's connection).
    await new Promise((resolve) => setTimeout(resolve, 20));
    renderRecordPage(queryClient, getOne);
    expect(await screen.findByRole('heading', { name: 'ada@acme.test' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('ada@acme.test');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('reads nothing at an address that opens no record', () => {
    const getOne = vi.fn(async () => ({ data: ada }));
    const queryClient = new QueryClient();
    for (const pathname of ['/user', '/user/create', '/user/credentials/1/update/2'])
      prefetch(queryClient, getOne, pathname);
    expect(getOne).not.toHaveBeenCalled();
  });

  it('leaves nothing behind when the read fails: the page reads again itself', async () => {
    const getOne = vi.fn<GetOne>().mockRejectedValueOnce(new Error('network')).mockResolvedValue({ data: ada });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetch(queryClient, getOne, '/user/update/1');
    await waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: ['user', 'getOne'], exact: false })?.state.status).toBe(
        'error',
      ),
    );
    renderRecordPage(queryClient, getOne);
    expect(await screen.findByRole('heading', { name: 'ada@acme.test' })).toBeInTheDocument();
    expect(getOne.mock.calls.length).toBeGreaterThan(1);
  });
});
