import { serverMessages } from '../../src/api/contract/errors';
import { serverMessageText } from '../../src/api/contract/serverMessageText';
import { IMPORT_ABANDON_MS } from '../../simulator/handlers/importRun';
import { admin, type PageBody, type ValidationBody } from './helpers';
import { startSimulator } from '../support/simulatorServer';

const sim = startSimulator();

interface Job {
  id: string;
  status: string;
  total: number;
  imported: number;
  errors: { row: number; column: string | null; message: string }[];
}

const first = {
  resource: 'project',
  filename: 'p.csv',
  skip_first_line: true,
  mapping: { name: 'Name', alias: 'Alias' },
  rows: [
    ['Name', 'Alias'],
    ['Upload A', 'upload-a'],
  ],
};

async function upload(api: Awaited<ReturnType<typeof admin>>) {
  const job = await api.call<Job>('/import', { method: 'POST', body: first });
  await api.call<Job>('/import', { method: 'POST', body: { job_id: job.body.id, rows: [['Upload B', 'upload-b']] } });
  return job.body;
}

const projectsNamed = async (api: Awaited<ReturnType<typeof admin>>, search: string) =>
  (await api.call<PageBody>(`/project?search=${search}`)).body.meta.total;

describe('import uploads', () => {
  it('never runs an upload before its completion call, however long it waits', async () => {
    const api = await admin();
    const job = await upload(api);
    sim.clock.advance(5000);
    expect((await api.call<Job>(`/import/${job.id}`)).body).toMatchObject({ status: 'uploading', total: 2 });
    expect(await projectsNamed(api, 'Upload')).toBe(0);
  });

  it('runs a completed upload, and refuses a second completion or batch', async () => {
    const api = await admin();
    const job = await upload(api);
    const done = await api.call<Job>(`/import/${job.id}/complete`, { method: 'POST', body: { rows: 3 } });
    expect(done.body).toMatchObject({ status: 'new', total: 2 });
    expect((await api.call(`/import/${job.id}/complete`, { method: 'POST', body: { rows: 3 } })).status).toBe(404);
    const late = await api.call<ValidationBody>('/import', { method: 'POST', body: { job_id: job.id, rows: [['x']] } });
    expect(late.status).toBe(422);
    expect(late.body.errors.json).toEqual({ job_id: [serverMessages.notFound] });
    sim.clock.advance(2500);
    expect((await api.call<Job>(`/import/${job.id}`)).body).toMatchObject({ status: 'success', imported: 2 });
    expect(await projectsNamed(api, 'Upload')).toBe(2);
  });

  it('refuses a completion whose row count differs from what arrived (a lost batch): nothing runs', async () => {
    const api = await admin();
    const job = await upload(api);
    const refused = await api.call<ValidationBody>(`/import/${job.id}/complete`, {
      method: 'POST',
      body: { rows: 2003 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.json).toEqual({
      rows: [serverMessageText('importIncomplete', { received: 3, rows: 2003 })],
    });
    sim.clock.advance(5000);
    expect((await api.call<Job>(`/import/${job.id}`)).body.status).toBe('uploading');
    expect(await projectsNamed(api, 'Upload')).toBe(0);
  });

  it('gives up an upload never completed: it fails with nothing imported', async () => {
    const api = await admin();
    const job = await upload(api);
    sim.clock.advance(IMPORT_ABANDON_MS);
    expect((await api.call<Job>(`/import/${job.id}`)).body).toMatchObject({
      status: 'fail',
      imported: 0,
      errors: [{ row: 0, column: null, message: serverMessages.importNotCompleted }],
    });
    sim.clock.advance(5000);
    expect(await projectsNamed(api, 'Upload')).toBe(0);
  });

  it('ends partial when some rows fail, fail when none is imported, and serves the refused rows', async () => {
    const api = await admin();
    const job = await api.call<Job>('/import', {
      method: 'POST',
      body: { ...first, rows: [...first.rows, ['', 'no-name'], ['Upload C', 'upload-a']] },
    });
    await api.call(`/import/${job.body.id}/complete`, { method: 'POST', body: { rows: 4 } });
    sim.clock.advance(2500);
    expect((await api.call<Job>(`/import/${job.body.id}`)).body).toMatchObject({
      status: 'partial',
      total: 3,
      imported: 1,
      errors: [
        { row: 3, column: 'Name', message: serverMessages.required },
        { row: 4, column: 'Alias', message: serverMessages.alreadyExists },
      ],
    });
    expect((await api.call(`/import/${job.body.id}/failed-rows`)).body).toEqual({
      header: ['Name', 'Alias'],
      rows: [
        { row: 3, cells: ['', 'no-name'] },
        { row: 4, cells: ['Upload C', 'upload-a'] },
      ],
    });

    const none = await api.call<Job>('/import', { method: 'POST', body: { ...first, rows: [['', 'x']] } });
    await api.call(`/import/${none.body.id}/complete`, { method: 'POST', body: { rows: 1 } });
    sim.clock.advance(2500);
    expect((await api.call<Job>(`/import/${none.body.id}`)).body).toMatchObject({ status: 'fail', imported: 0 });
  });

  it('a fault with skip lets the first matching requests through and hits the next one', async () => {
    const api = await admin();
    sim.faults.add({ method: 'POST', path: '/import', status: 503, skip: 1, times: 1 });
    const job = await api.call<Job>('/import', { method: 'POST', body: first });
    expect(job.status).toBe(201);
    const batch = { job_id: job.body.id, rows: [['B', 'b']] };
    expect((await api.call('/import', { method: 'POST', body: batch })).status).toBe(503);
    expect((await api.call('/import', { method: 'POST', body: batch })).status).toBe(200);
  });
});

describe('lookups by unique fields', () => {
  it('lists users by username and e-mail (any of the values, case-insensitive)', async () => {
    const api = await admin();
    const byName = await api.call<PageBody<{ username: string }>>('/user?username=ADMIN&username=nobody-here');
    expect(byName.body.items.map((user) => user.username)).toEqual(['admin']);
    const byEmail = await api.call<PageBody<{ email: string }>>('/user?email=Admin%40acme.test');
    expect(byEmail.body.items.map((user) => user.email)).toEqual(['admin@acme.test']);
  });

  it('lists projects by alias and permissions by code (exact values)', async () => {
    const api = await admin();
    const projects = (await api.call<PageBody<{ alias: string | null }>>('/project?page_size=100')).body.items;
    const alias = projects.find((project) => project.alias)!.alias!;
    const found = await api.call<PageBody<{ alias: string }>>(`/project?alias=${encodeURIComponent(alias)}&alias=zz`);
    expect(found.body.items.map((project) => project.alias)).toEqual([alias]);
    const permissions = (await api.call<PageBody<{ code: string }>>('/permission?page_size=100')).body.items;
    const code = permissions[0]!.code;
    const byCode = await api.call<PageBody<{ code: string }>>(`/permission?code=${encodeURIComponent(code)}`);
    expect(byCode.body.items.map((permission) => permission.code)).toEqual([code]);
  });
});
