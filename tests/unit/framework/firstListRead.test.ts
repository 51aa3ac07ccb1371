import type { GetListParams, GetListResult } from 'react-admin';
import { resources } from '../../../resources/resourceList';
import { firstListRead, startFirstListRead, takeFirstListRead } from '../../../src/framework/resource/firstListRead';
import type { DataProviderModule } from '../../../src/providers/lazyDataProvider';
import { testServices } from '../../support/renderApp';

const nothingStored = () => undefined;
const at = (pathname: string, search = '') => ({ pathname, search });

describe("a signed-in deep link's first list read", () => {
  it("is a top-level list's first page with the declaration's defaults, as react-admin asks for it", () => {
    expect(firstListRead(resources, at('/user'), nothingStored)).toEqual({
      resource: 'user',
      params: { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    });
    expect(firstListRead(resources, at('/auth-type/'), nothingStored)?.params.sort).toEqual({
      field: 'priority',
      order: 'ASC',
    });
  });

  it('is not started for a link with a query string, a list with kept state, a nested or client-paged list, or a form', () => {
    expect(firstListRead(resources, at('/user', '?filter=%7B%7D'), nothingStored)).toBeNull();
    expect(firstListRead(resources, at('/user'), (key) => (key === 'user.list' ? { page: 2 } : undefined))).toBeNull();
    expect(firstListRead(resources, at('/user/credentials/1'), nothingStored)).toBeNull();
    expect(firstListRead(resources, at('/project'), nothingStored)).toBeNull();
    expect(firstListRead(resources, at('/user/create'), nothingStored)).toBeNull();
    expect(firstListRead(resources, at('/'), nothingStored)).toBeNull();
  });

  it('is taken once, by a read with the same params (in any key order), and not by another', async () => {
    const services = testServices();
    services.session.set({ access_token: 'a', refresh_token: 'r', expires_in: 3600 } as never);
    const answer: GetListResult = { data: [{ id: 1 }], total: 1 };
    const getList = vi.fn(() => Promise.resolve(answer));
    const dataProvider = { createDataProvider: () => ({ getList }) } as unknown as DataProviderModule;
    startFirstListRead(services, {
      declarations: resources,
      extraEndpoints: {},
      dataProvider,
      store: { getItem: () => undefined } as never,
      location: at('/console/user'),
      basename: '/console/',
    });
    expect(getList).toHaveBeenCalledTimes(1);
    const other: GetListParams = {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    };
    expect(takeFirstListRead(services, 'user', other)).toBeUndefined();
    const same = { filter: {}, sort: { order: 'ASC', field: 'id' }, pagination: { perPage: 25, page: 1 } };
    await expect(takeFirstListRead(services, 'user', same as GetListParams)).resolves.toBe(answer);
    expect(takeFirstListRead(services, 'user', same as GetListParams)).toBeUndefined();
  });

  it('is cancelled when the list that took it is left before the answer', () => {
    const services = testServices();
    services.session.set({ access_token: 'a', refresh_token: 'r', expires_in: 3600 } as never);
    let sent: AbortSignal | undefined;
    const getList = vi.fn((_resource: string, params: GetListParams) => {
      sent = params.signal;
      return new Promise<GetListResult>(() => {});
    });
    const dataProvider = { createDataProvider: () => ({ getList }) } as unknown as DataProviderModule;
    const store = { getItem: () => undefined } as never;
    startFirstListRead(services, {
      declarations: resources,
      extraEndpoints: {},
      dataProvider,
      store,
      location: at('/user'),
      basename: '/',
    });
    const list = new AbortController();
    const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} } as const;
    expect(takeFirstListRead(services, 'user', { ...params, signal: list.signal })).toBeDefined();
    expect(sent?.aborted).toBe(false);
    list.abort();
    expect(sent?.aborted).toBe(true);
  });
});
