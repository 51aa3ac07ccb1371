import type simpleRestProvider from 'ra-data-simple-rest';
import { authTypeEndpoints, credentialEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { projectEndpoints } from '../../src/api/contract/project';
import { createDataProvider } from '../../src/providers/createDataProvider';
import type { ResourceEndpoint } from '../../src/providers/ResourceEndpoint';
import { HttpError } from '../../src/api/http/HttpError';
import { staleVersion } from '../../src/providers/staleVersion';
import { startSimulator } from '../support/simulatorServer';
import { signIn, testServices } from '../support/renderApp';

const sim = startSimulator();

/** What ra-data-simple-rest asked its httpClient (the adapter to the contract): `METHOD url`. */
const restCalls = vi.hoisted(() => [] as string[]);
vi.mock('ra-data-simple-rest', async (importOriginal) => {
  const simpleRest = (await importOriginal<{ default: typeof simpleRestProvider }>()).default;
  return {
    default: (apiUrl: string, httpClient: NonNullable<Parameters<typeof simpleRestProvider>[1]>) =>
      simpleRest(apiUrl, (url: string, options = {}) => {
        restCalls.push(`${options.method ?? 'GET'} ${url}`);
        return httpClient(url, options);
      }),
  };
});

const endpoints: Record<string, ResourceEndpoint> = {
  project: projectEndpoints,
  authType: authTypeEndpoints,
  credential: credentialEndpoints,
};

async function setup() {
  const services = testServices();
  await signIn(services);
  sim.requests.length = 0;
  restCalls.length = 0;
  const provider = createDataProvider(services.client, (name) => endpoints[name]!);
  return { provider, services };
}

const lastRequest = () => sim.requests.at(-1)!;
const allProjects = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
/** Starts the record of requests (the simulator's and simple-rest's) afresh. */
const forget = () => {
  sim.requests.length = 0;
  restCalls.length = 0;
};
const queryOf = (request: { query: string }) => new URLSearchParams(request.query);

describe('dataProvider over the simulator', () => {
  describe('ra-data-simple-rest as the base', () => {
    it('reads, creates, updates and deletes through simple-rest, whose requests the adapter sends to the contract endpoints', async () => {
      const { provider } = await setup();
      const {
        data: [first],
      } = await provider.getList('project', allProjects);
      forget();
      const one = await provider.getOne('project', { id: first!.id });
      expect(one.data).toEqual(first);
      expect(restCalls).toEqual([`GET contract:/project/${first!.id}`]);
      expect(sim.requests.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
        { method: 'GET', path: `/project/${first!.id}`, query: '' },
      ]);

      forget();
      // A record carries more than the input (id, timestamps): the strict input would refuse them (422).
      const created = await provider.create('project', {
        data: { id: 'ignored', name: 'Through simple-rest', alias: null, created_at: '2020-01-01T00:00:00Z' },
      });
      expect(created.data).toMatchObject({ name: 'Through simple-rest', alias: null });
      expect(created.data.id).not.toBe('ignored');
      expect(restCalls).toEqual(['POST contract:/project']);
      expect(sim.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /project']);

      forget();
      const updated = await provider.update('project', {
        id: created.data.id,
        data: { ...created.data, name: 'Renamed' },
        previousData: created.data,
      });
      expect(updated.data).toMatchObject({ id: created.data.id, name: 'Renamed' });
      expect(restCalls).toEqual([`PUT contract:/project/${created.data.id}`]);
      expect(sim.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([`PUT /project/${created.data.id}`]);

      forget();
      const deleted = await provider.delete('project', { id: created.data.id, previousData: updated.data });
      expect(deleted.data).toMatchObject({ id: created.data.id });
      expect(restCalls).toEqual([`DELETE contract:/project/${created.data.id}`]);
      expect(sim.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
        `DELETE /project/${created.data.id}`,
      ]);
      await expect(provider.getOne('project', { id: created.data.id })).rejects.toMatchObject({ status: 404 });
    });

    it('fills the parent of a nested resource from meta.parentId in simple-rest calls', async () => {
      const { provider } = await setup();
      const list = await provider.getList('credential', { ...allProjects, meta: { parentId: '1' } });
      const credential = list.data[0]!;
      forget();
      const one = await provider.getOne('credential', { id: credential.id, meta: { parentId: '1' } });
      expect(one.data.id).toBe(credential.id);
      expect(restCalls).toEqual([`GET contract:/credential/${credential.id}`]);
      expect(lastRequest()).toMatchObject({ method: 'GET', path: `/user/1/credentials/${credential.id}` });
    });

    it("updateMany is simple-rest's: one PUT per id (the API has no bulk update)", async () => {
      const { provider } = await setup();
      const { data } = await provider.getList('project', allProjects);
      const ids = data.slice(0, 3).map((project) => project.id);
      forget();
      const result = await provider.updateMany('project', { ids, data: { alias: null } });
      expect([...(result.data ?? [])].sort()).toEqual([...ids].sort());
      expect(restCalls.sort()).toEqual(ids.map((id) => `PUT contract:/project/${id}`).sort());
      expect(sim.requests.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
        ids.map((id) => `PUT /project/${id}`).sort(),
      );
      const after = await provider.getMany('project', { ids });
      expect(after.data.map((project) => project.alias ?? null)).toEqual([null, null, null]);
    });

    it('keeps a cancelled read cancelled', async () => {
      const { provider } = await setup();
      const controller = new AbortController();
      controller.abort();
      const error = await provider
        .getOne('project', { id: '1', signal: controller.signal })
        .catch((failure: unknown) => failure);
      expect(error).toMatchObject({ name: 'AbortError' });
    });

    it('refuses an operation the resource does not offer, without a request', async () => {
      const services = testServices();
      await signIn(services);
      forget();
      const { delete: _delete, ...withoutDelete } = projectEndpoints;
      const provider = createDataProvider(services.client, () => withoutDelete);
      const error = await provider.delete('project', { id: '1' }).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(405);
      expect(sim.requests).toEqual([]);
    });
  });

  it('maps react-admin list params to page, page_size, sort, search and repeated filter keys', async () => {
    const { provider } = await setup();
    const all = await provider.getList('project', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    const result = await provider.getList('project', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    expect(result.total).toBe(all.total);
    expect(result.data).toHaveLength(2);
    // Overridden: the identity API's query, not simple-rest's sort/range/filter and Content-Range.
    expect(Object.fromEntries(queryOf(lastRequest()))).toEqual({
      page: '2',
      page_size: '2',
      sort_by: 'name',
      sort_order: 'desc',
    });
    expect(restCalls).toEqual([]);
    const names = all.data
      .map((project) => project.name as string)
      .sort()
      .reverse();
    expect(result.data.map((project) => project.name)).toEqual(names.slice(2, 4));
    const search = await provider.getList('project', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: String(all.data[0]!.name) },
    });
    expect(search.data.map((project) => project.id)).toContain(all.data[0]!.id);
  });

  it("sends a date range filter as the administrator's local day, for lists and for deletes by filter", async () => {
    const { provider } = await setup();
    const day = { created_at_from: '2026-01-02', created_at_to: '2026-01-02' };
    const local = {
      created_at_from: new Date(2026, 0, 2).toISOString(),
      created_at_to: new Date(2026, 0, 3, 0, 0, 0, -1).toISOString(),
    };
    await provider.getList('authType', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: day,
    });
    expect(Object.fromEntries(queryOf(lastRequest()))).toMatchObject(local);
    await provider.deleteAll('authType', { filter: day });
    expect(lastRequest().method).toBe('DELETE');
    expect(Object.fromEntries(queryOf(lastRequest()))).toMatchObject(local);
  });

  it('getMany asks once with ids and page_size 100', async () => {
    const { provider } = await setup();
    const list = await provider.getList('project', {
      pagination: { page: 1, perPage: 3 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    sim.requests.length = 0;
    const ids = list.data.map((project) => project.id);
    const many = await provider.getMany('project', { ids });
    expect(many.data.map((project) => project.id).sort()).toEqual([...ids].sort());
    expect(sim.requests.filter((request) => request.path === '/project')).toHaveLength(1);
    expect(queryOf(lastRequest()).getAll('ids').sort()).toEqual(ids.map(String).sort());
    expect(queryOf(lastRequest()).get('page_size')).toBe('100');
    expect(restCalls).toEqual([]);
  });

  it('getMany asks in chunks of 100 ids', async () => {
    const { provider } = await setup();
    const ids = Array.from({ length: 150 }, (_, i) => `missing-${i}`);
    await provider.getMany('project', { ids });
    expect(sim.requests.map((request) => queryOf(request).getAll('ids').length)).toEqual([100, 50]);
  });

  it('getManyReference lists under the parent of a nested resource, else filters by the target', async () => {
    const { provider } = await setup();
    const nested = await provider.getManyReference('credential', {
      target: 'user_id',
      id: '1',
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: '/user/1/credentials' });
    expect(Object.fromEntries(queryOf(lastRequest()))).toEqual({
      page: '1',
      page_size: '5',
      sort_by: 'id',
      sort_order: 'asc',
    });
    expect(nested.total).toBeGreaterThan(0);
    const {
      data: [project],
    } = await provider.getList('project', allProjects);
    const types = await provider.getManyReference('authType', {
      target: 'projects',
      id: project!.id,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: '/auth-type' });
    expect(queryOf(lastRequest()).getAll('projects')).toEqual([String(project!.id)]);
    for (const type of types.data) expect(type.projects).toContain(project!.id);
    expect(restCalls).toEqual([]);
  });

  it('deleteMany removes the selected records with one request', async () => {
    const { provider } = await setup();
    const before = await provider.getList('project', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const ids = before.data.slice(0, 2).map((project) => project.id);
    sim.requests.length = 0;
    await provider.deleteMany('project', { ids });
    expect(sim.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(lastRequest()).toMatchObject({ method: 'DELETE', path: '/project' });
    expect(queryOf(lastRequest()).getAll('ids')).toEqual(ids.map(String));
    expect(restCalls).toEqual([]);
    const after = await provider.getList('project', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(after.total).toBe(before.total! - 2);
  });

  it('deleteAll deletes what the filters match, in one request', async () => {
    const { provider } = await setup();
    const before = await provider.getList('project', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const target = String(before.data[0]!.name);
    const matching = await provider.getList('project', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: target },
    });
    const result = await provider.deleteAll('project', { filter: { q: target } });
    expect(result.deleted).toBe(matching.total);
    expect(lastRequest()).toMatchObject({
      method: 'DELETE',
      path: '/project',
      query: `?search=${encodeURIComponent(target).replace(/%20/g, '+')}`,
    });
    const after = await provider.getList('project', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(after.total).toBe(before.total! - matching.total!);
  });

  it('creates an auth type at /auth-type/{type} and updates it at /auth-type/{type}/{id}', async () => {
    const { provider } = await setup();
    const created = await provider.create('authType', {
      data: { title: 'Partner keys', type: 'key', projects: [], section: 'header', key: 'X-Key' },
    });
    expect(lastRequest()).toMatchObject({ method: 'POST', path: '/auth-type/key' });
    expect(created.data).toMatchObject({ title: 'Partner keys', type: 'key' });
    await provider.update('authType', {
      id: created.data.id,
      data: { title: 'Partner API keys' },
      previousData: created.data,
    });
    expect(lastRequest()).toMatchObject({ method: 'PUT', path: `/auth-type/key/${created.data.id}` });
    // simple-rest's own create and update: the type comes from the record (previousData on update).
    expect(restCalls).toEqual(['POST contract:/authType', `PUT contract:/authType/${created.data.id}`]);
  });

  it('saves a drag ordering through the priorities endpoint', async () => {
    const { provider } = await setup();
    const list = await provider.getList('authType', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'priority', order: 'ASC' },
      filter: {},
    });
    const reversed = list.data.map((type) => type.id).reverse();
    restCalls.length = 0;
    await provider.reorder('authType', { ids: reversed });
    expect(lastRequest()).toMatchObject({ method: 'POST', path: '/auth-type/priorities' });
    expect(restCalls).toEqual([]);
    const after = await provider.getList('authType', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'priority', order: 'ASC' },
      filter: {},
    });
    expect(after.data.map((type) => type.id)).toEqual(reversed);
  });

  it('refuses a drag ordering made against an order another save changed, and an update against an old version', async () => {
    const { provider } = await setup();
    const list = await provider.getList('authType', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'priority', order: 'ASC' },
      filter: {},
    });
    const seen = list.data.map((type) => type.id);
    await provider.reorder('authType', { ids: [...seen].reverse(), previous: seen });
    const refused = await provider
      .reorder('authType', { ids: [seen[1]!, seen[0]!, ...seen.slice(2)], previous: seen })
      .catch((failure: unknown) => failure);
    expect(staleVersion(refused)?.current).toMatchObject({ items: expect.any(Array) });

    const project = (await provider.getOne('project', { id: '1' })).data;
    await provider.update('project', { id: '1', data: { name: 'First' }, previousData: project });
    expect(lastRequest().headers['if-match']).toBe(`"${project.updated_at}"`);
    const stale = await provider
      .update('project', { id: '1', data: { name: 'Second' }, previousData: project })
      .catch((failure: unknown) => failure);
    expect(staleVersion(stale)?.current).toMatchObject({ name: 'First' });
  });

  it('turns a 422 into field errors react-admin puts on the form fields', async () => {
    const { provider } = await setup();
    const error = await provider.create('project', { data: { name: '' } }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    expect((error as HttpError).body).toMatchObject({ errors: { name: 'server.required' } });
    const {
      data: [project],
    } = await provider.getList('project', allProjects);
    const onUpdate = await provider
      .update('project', { id: project!.id, data: { name: '' }, previousData: project! })
      .catch((failure: unknown) => failure);
    expect(onUpdate).toMatchObject({ status: 422, body: { errors: { name: 'server.required' } } });
  });

  it('reads a nested collection under its parent', async () => {
    const { provider } = await setup();
    const list = await provider.getList('credential', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      meta: { parentId: '1' },
    });
    expect(lastRequest().path).toBe('/user/1/credentials');
    expect(Array.isArray(list.data)).toBe(true);
  });
});
