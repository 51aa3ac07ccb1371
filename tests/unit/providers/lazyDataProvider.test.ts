import type { HttpClient } from '../../../src/api/http/createHttpClient';
import { lazyDataProvider, type DataProviderModule } from '../../../src/providers/lazyDataProvider';

const answer = { data: [{ id: 1 }], total: 1 };

function provider() {
  const getList = vi.fn(() => Promise.resolve(answer));
  const module = { createDataProvider: () => ({ getList }) } as unknown as DataProviderModule;
  const dataProvider = lazyDataProvider(
    {} as HttpClient,
    () => ({}) as never,
    () => Promise.resolve(module),
  );
  return { dataProvider, getList };
}

describe('the lazy dataProvider', () => {
  it('forwards a call to the provider once its module is there', async () => {
    const { dataProvider, getList } = provider();
    await expect(dataProvider.getList('user', {})).resolves.toBe(answer);
    expect(getList).toHaveBeenCalledWith('user', {});
  });
});
