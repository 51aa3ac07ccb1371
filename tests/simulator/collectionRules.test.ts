import { z } from 'zod/mini';
import { collectionEndpoints } from '../../src/api/contract/collectionEndpoints';
import { DateTime, Id } from '../../src/api/contract/common';
import { Day, dayRange } from '../../src/api/contract/day';
import { strict } from '../../src/api/contract/endpoint';
import { serverMessages } from '../../src/api/contract/errors';
import { permissionEndpoints } from '../../src/api/contract/permission';
import { projectEndpoints } from '../../src/api/contract/project';
import { referencesAmong, withReferenceAnswers } from '../../src/api/contract/references';
import { implement } from '../../simulator/context';
import { genericCollection } from '../../simulator/contractCollections';
import { json } from '../../simulator/rules/errors';
import { startSimulator } from '../support/simulatorServer';
import { admin, type PageBody, type ValidationBody } from './helpers';

/**
 * The generic collection follows its contract's `rules` (issue 45, item 2): write-only fields in
 * no answer, references to existing records only (lists without repeats), what a delete does to
 * the records that refer to it, unique values, and calendar days kept as they were sent.
 */
const Device = z.object({
  id: Id,
  serial: z.string(),
  project_id: Id,
  permissions: z.optional(z.nullable(z.array(Id))),
  bought_on: z.optional(z.nullable(Day)),
  created_at: DateTime,
  updated_at: DateTime,
});
const DeviceInput = z.object({
  serial: z.string().check(z.minLength(1)),
  project_id: z.string(),
  permissions: z.optional(z.nullable(z.array(z.string()))),
  bought_on: z.optional(z.nullable(Day)),
  pin: z.optional(z.nullable(z.string())),
});
const deviceEndpoints = collectionEndpoints({
  resource: 'device',
  base: '/device',
  label: 'devices',
  item: Device,
  input: strict(DeviceInput),
  filters: dayRange('bought_on'),
  rules: {
    references: {
      project_id: { resource: 'project', onDelete: 'refuse' },
      permissions: { resource: 'permission', onDelete: 'detach' },
    },
    unique: ['serial'],
    writeOnly: ['pin'],
  },
});
const Part = z.object({ id: Id, name: z.string(), device_id: Id, created_at: DateTime, updated_at: DateTime });
const PartInput = z.object({ name: z.string(), device_id: z.string() });
const partEndpoints = collectionEndpoints({
  resource: 'part',
  base: '/part',
  label: 'parts',
  item: Part,
  input: strict(PartInput),
  filters: {},
  rules: { references: { device_id: { resource: 'device', onDelete: 'cascade' } } },
});

const sim = startSimulator({
  collections: [genericCollection('device', deviceEndpoints), genericCollection('part', partEndpoints)],
});

type DeviceBody = Record<string, unknown> & { id: string };
const page = { total: 1, page: 1, page_size: 10, total_pages: 1 };
const device = (body: Record<string, unknown> = {}) => ({ serial: 'SN-1', project_id: '1', ...body });

describe('a generic collection with rules', () => {
  it('takes a write-only field and gives it back in no answer, the list included', async () => {
    const api = await admin();
    const created = await api.call<DeviceBody>('/device', { method: 'POST', body: device({ pin: '1234' }) });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('pin');
    expect((await api.call<DeviceBody>(`/device/${created.body.id}`)).body).not.toHaveProperty('pin');
    const list = await api.call<PageBody>('/device');
    expect(list.body.items[0]).not.toHaveProperty('pin');
    const changed = await api.call<DeviceBody>(`/device/${created.body.id}`, { method: 'PUT', body: { pin: '9' } });
    expect(changed.body).not.toHaveProperty('pin');
    expect(sim.store.orgs.get('acme')!.tables.device!.get(created.body.id)).toHaveProperty('pin', '9');
  });

  it('reports an answer that carries a write-only field as a contract violation', async () => {
    // A handler of its own that forgot the rule: the conformance check catches the leak.
    const leaky = { ...deviceEndpoints.list, path: '/leaky-device' };
    sim.registerCollection({
      table: 'leakyDevice',
      routes: [
        implement(leaky, () =>
          json({ items: [{ ...device(), id: '1', pin: '1234', created_at: '', updated_at: '' }], meta: page }),
        ),
      ],
      seed: () => undefined,
    });
    const api = await admin();
    expect((await api.call('/leaky-device')).status).toBe(200);
    expect(sim.takeViolations()).toEqual([
      expect.objectContaining({ kind: 'response', detail: 'device.list answered write-only fields: items.0.pin' }),
    ]);
  });

  it('refuses a reference to a record that does not exist with 422 naming the field', async () => {
    const api = await admin();
    const unknown = await api.call<ValidationBody>('/device', {
      method: 'POST',
      body: device({ project_id: '999999' }),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.json).toEqual({ project_id: [serverMessages.unknownReference] });
    const list = await api.call<ValidationBody>('/device', {
      method: 'POST',
      body: device({ permissions: ['1', '424242'] }),
    });
    expect(list.body.errors.json).toEqual({ permissions: [serverMessages.unknownReference] });
    const created = await api.call<DeviceBody>('/device', { method: 'POST', body: device() });
    const changed = await api.call<ValidationBody>(`/device/${created.body.id}`, {
      method: 'PUT',
      body: { project_id: '999999' },
    });
    expect(changed.status).toBe(422);
    expect(changed.body.errors.json).toHaveProperty('project_id');
  });

  it('keeps a list of ids without repeats', async () => {
    const api = await admin();
    const created = await api.call<DeviceBody>('/device', {
      method: 'POST',
      body: device({ permissions: ['2', '1', '2', '1'] }),
    });
    expect(created.body.permissions).toEqual(['2', '1']);
    const changed = await api.call<DeviceBody>(`/device/${created.body.id}`, {
      method: 'PUT',
      body: { permissions: ['3', '3'] },
    });
    expect(changed.body.permissions).toEqual(['3']);
  });

  it('refuses to delete a record a `refuse` reference holds, with 409 naming the records', async () => {
    const api = await admin();
    const one = await api.call<DeviceBody>('/device', {
      method: 'POST',
      body: device({ serial: 'A', project_id: '2' }),
    });
    const two = await api.call<DeviceBody>('/device', {
      method: 'POST',
      body: device({ serial: 'B', project_id: '2' }),
    });
    const refused = await api.call<{ message: string }>('/project/2', { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      serverMessages.referencedBy.replace('%{dependents}', `device ${one.body.id}, ${two.body.id} (project_id)`),
    );
    expect((await api.call('/project/2')).status).toBe(200);
    const bulk = await api.call('/project?ids=2&ids=3', { method: 'DELETE' });
    expect(bulk.status).toBe(409);
    expect((await api.call('/project/3')).status).toBe(200);
    // Once nothing refers to it, it goes.
    await api.call(`/device/${one.body.id}`, { method: 'DELETE' });
    await api.call(`/device/${two.body.id}`, { method: 'DELETE' });
    expect((await api.call('/project/2', { method: 'DELETE' })).status).toBe(200);
  });

  it('declares that 409 on the deletes of the referenced resource only', () => {
    const references = referencesAmong([...Object.values(deviceEndpoints), ...Object.values(partEndpoints)]);
    expect(withReferenceAnswers(projectEndpoints.delete, references).answers).toHaveProperty('409');
    expect(withReferenceAnswers(projectEndpoints.deleteMany, references).answers).toHaveProperty('409');
    expect(withReferenceAnswers(projectEndpoints.get, references).answers).toBeUndefined();
    expect(withReferenceAnswers(permissionEndpoints.delete, references).answers).toBeUndefined();
    // `cascade` and `detach` refuse nothing.
    expect(withReferenceAnswers(deviceEndpoints.delete, references).answers).toBeUndefined();
  });

  it('deletes the records a `cascade` reference holds, and detaches a `detach` one', async () => {
    const api = await admin();
    const held = await api.call<DeviceBody>('/device', { method: 'POST', body: device({ permissions: ['1', '2'] }) });
    await api.call('/part', { method: 'POST', body: { name: 'Screen', device_id: held.body.id } });
    await api.call('/part', { method: 'POST', body: { name: 'Battery', device_id: held.body.id } });
    expect((await api.call<PageBody>('/part')).body.meta.total).toBe(2);

    expect((await api.call('/permission/1', { method: 'DELETE' })).status).toBe(200);
    expect((await api.call<DeviceBody>(`/device/${held.body.id}`)).body.permissions).toEqual(['2']);

    expect((await api.call(`/device/${held.body.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await api.call<PageBody>('/part')).body.meta.total).toBe(0);
  });

  it('refuses a value of a unique field another record has, with 422 naming the field', async () => {
    const api = await admin();
    const first = await api.call<DeviceBody>('/device', { method: 'POST', body: device({ serial: 'SN-7' }) });
    const again = await api.call<ValidationBody>('/device', { method: 'POST', body: device({ serial: ' SN-7 ' }) });
    expect(again.status).toBe(422);
    expect(again.body.errors.json).toEqual({ serial: [serverMessages.alreadyExists] });
    const other = await api.call<DeviceBody>('/device', { method: 'POST', body: device({ serial: 'SN-8' }) });
    const taken = await api.call<ValidationBody>(`/device/${other.body.id}`, {
      method: 'PUT',
      body: { serial: 'SN-7' },
    });
    expect(taken.body.errors.json).toEqual({ serial: [serverMessages.alreadyExists] });
    // A record keeps its own value.
    expect((await api.call(`/device/${first.body.id}`, { method: 'PUT', body: { serial: 'SN-7' } })).status).toBe(200);
  });

  it('keeps a date a date: answered as sent, an instant refused, filtered by days', async () => {
    const api = await admin();
    const created = await api.call<DeviceBody>('/device', {
      method: 'POST',
      body: device({ bought_on: '2027-03-01' }),
    });
    expect(created.body.bought_on).toBe('2027-03-01');
    expect((await api.call<DeviceBody>(`/device/${created.body.id}`)).body.bought_on).toBe('2027-03-01');
    await api.call('/device', { method: 'POST', body: device({ serial: 'SN-2', bought_on: '2027-03-02' }) });
    const instant = await api.call<ValidationBody>('/device', {
      method: 'POST',
      body: device({ serial: 'SN-3', bought_on: '2027-03-01T00:00:00.000Z' }),
    });
    expect(instant.body.errors.json).toEqual({ bought_on: [serverMessages.invalidDate] });
    const day = await api.call<PageBody<{ bought_on: string }>>(
      '/device?bought_on_from=2027-03-01&bought_on_to=2027-03-01',
    );
    expect(day.body.items.map((item) => item.bought_on)).toEqual(['2027-03-01']);
    const later = await api.call<PageBody<{ bought_on: string }>>('/device?bought_on_from=2027-03-02');
    expect(later.body.items.map((item) => item.bought_on)).toEqual(['2027-03-02']);
    expect((await api.call('/device?bought_on_from=2027-03-02T00:00:00Z')).status).toBe(400);
    expect(sim.takeViolations().map((violation) => violation.kind)).toEqual(['query']);
  });
});
