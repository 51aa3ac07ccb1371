import { authTypeEndpoints, credentialEndpoints, projectEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { createDataProvider } from '../../src/providers/createDataProvider';
import type { ResourceEndpoint } from '../../src/providers/ResourceEndpoint';
import { HttpError } from '../../src/api/http/HttpError';
import { startSimulator } from '../support/simulatorServer';
import { signIn, testServices } from '../support/renderApp';

const sim = startSimulator();

const endpoints: Record<string, ResourceEndpoint> = {
  project: projectEndpoints,
  authType: authTypeEndpoints,
  credential: credentialEndpoints,
};

async function setup() {
  const services = testServices();
  await signIn(services);
  sim.requests.length = 0;
  const provider = createDataProvider(services.client, (name) => endpoints[name]!);
  return { provider, services };
}

const lastRequest = () => sim.requests.at(-1)!;

describe('dataProvider over the simulator', () => {
  it('maps react-admin list params to page, page_size, sort, search and repeated filter keys', async () => {
    const { provider } = await setup();
    const all = await provider.getList('project', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    const result = await provider.getList('project', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    expect(result.total).toBe(all.total);
    expect(result.data).toHaveLength(2);
    const names = all.data.map((project) => project.name as string).sort().reverse();
    expect(result.data.map((project) => project.name)).toEqual(names.slice(2, 4));
    const search = await provider.getList('project', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: String(all.data[0]!.name) } });
    expect(search.data.map((project) => project.id)).toContain(all.data[0]!.id);
  });

  it('getMany asks once with ids and page_size 100', async () => {
    const { provider } = await setup();
    const list = await provider.getList('project', { pagination: { page: 1, perPage: 3 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    sim.requests.length = 0;
    const ids = list.data.map((project) => project.id);
    const many = await provider.getMany('project', { ids });
    expect(many.data.map((project) => project.id).sort()).toEqual([...ids].sort());
    expect(sim.requests.filter((request) => request.path === '/project')).toHaveLength(1);
  });

  it('deleteMany removes the selected records with one request', async () => {
    const { provider } = await setup();
    const before = await provider.getList('project', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const ids = before.data.slice(0, 2).map((project) => project.id);
    sim.requests.length = 0;
    await provider.deleteMany('project', { ids });
    expect(sim.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    const after = await provider.getList('project', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(after.total).toBe(before.total! - 2);
  });

  it('deleteAll deletes what the filters match, in one request', async () => {
    const { provider } = await setup();
    const before = await provider.getList('project', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const target = String(before.data[0]!.name);
    const matching = await provider.getList('project', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: { q: target } });
    const result = await provider.deleteAll('project', { filter: { q: target } });
    expect(result.deleted).toBe(matching.total);
    const after = await provider.getList('project', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(after.total).toBe(before.total! - matching.total!);
  });

  it('creates an auth type at /auth-type/{type} and updates it at /auth-type/{type}/{id}', async () => {
    const { provider } = await setup();
    const created = await provider.create('authType', { data: { title: 'Partner keys', type: 'key', projects: [], section: 'header', key: 'X-Key' } });
    expect(lastRequest()).toMatchObject({ method: 'POST', path: '/auth-type/key' });
    expect(created.data).toMatchObject({ title: 'Partner keys', type: 'key' });
    await provider.update('authType', { id: created.data.id, data: { title: 'Partner API keys' }, previousData: created.data });
    expect(lastRequest()).toMatchObject({ method: 'PUT', path: `/auth-type/key/${created.data.id}` });
  });

  it('saves a drag ordering through the priorities endpoint', async () => {
    const { provider } = await setup();
    const list = await provider.getList('authType', { pagination: { page: 1, perPage: 100 }, sort: { field: 'priority', order: 'ASC' }, filter: {} });
    const reversed = list.data.map((type) => type.id).reverse();
    await provider.reorder('authType', { ids: reversed });
    const after = await provider.getList('authType', { pagination: { page: 1, perPage: 100 }, sort: { field: 'priority', order: 'ASC' }, filter: {} });
    expect(after.data.map((type) => type.id)).toEqual(reversed);
  });

  it('turns a 422 into field errors react-admin puts on the form fields', async () => {
    const { provider } = await setup();
    const error = await provider.create('project', { data: { name: '' } }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    expect((error as HttpError).body).toMatchObject({ errors: { name: 'server.required' } });
  });

  it('reads a nested collection under its parent', async () => {
    const { provider } = await setup();
    const list = await provider.getList('credential', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: { parentId: '1' } });
    expect(lastRequest().path).toBe('/user/1/credentials');
    expect(Array.isArray(list.data)).toBe(true);
  });
});
