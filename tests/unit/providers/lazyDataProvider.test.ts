import type { HttpClient } from '../../../src/api/http/createHttpClient';
import { lazyDataProvider, type DataProviderModule } from '../../../src/providers/lazyDataProvider';

const answer = { data: [{ id: 1 }], total: 1 };

function provider(startedCall?: Parameters<typeof lazyDataProvider>[3]) {
  const getList = vi.fn(() => Promise.resolve(answer));
  const module = { createDataProvider: () => ({ getList }) } as unknown as DataProviderModule;
  const dataProvider = lazyDataProvider(
    {} as HttpClient,
    () => ({}) as never,
    () => Promise.resolve(module),
    startedCall,
  );
  return { dataProvider, getList };
}

describe('the lazy dataProvider', () => {
  it('forwards a call to the provider once its module is there', async () => {
    const { dataProvider, getList } = provider();
    await expect(dataProvider.getList('user', {})).resolves.toBe(answer);
    expect(getList).toHaveBeenCalledWith('user', {});
  });

  it('answers a call with the read already started for it, without asking the provider', async () => {
    const started = { data: [{ id: 2 }], total: 1 };
    const { dataProvider, getList } = provider((method) =>
      method === 'getList' ? Promise.resolve(started) : undefined,
    );
    await expect(dataProvider.getList('user', {})).resolves.toBe(started);
    expect(getList).not.toHaveBeenCalled();
  });

  it('asks the provider itself when the started read failed', async () => {
    const { dataProvider, getList } = provider(() => Promise.reject(new Error('offline')));
    await expect(dataProvider.getList('user', {})).resolves.toBe(answer);
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('does not read again when the caller cancelled the started read', async () => {
    const gone = new AbortController();
    gone.abort();
    const { dataProvider, getList } = provider(() => Promise.reject(new DOMException('gone', 'AbortError')));
    await expect(dataProvider.getList('user', { signal: gone.signal } as never)).rejects.toThrow('gone');
    expect(getList).not.toHaveBeenCalled();
  });
});
