import { dequal } from 'dequal';
import type { RaRecord } from 'react-admin';
import { resources } from '../../resources/resourceList';
import { initEndpoints } from '../../src/api/contract/endpoints/sessionEndpoints';
import { editPayload } from '../../src/framework/resource/editPayload';
import { endpointResolver } from '../../src/framework/resource/endpointsOf';
import { formValuesOf } from '../../src/framework/resource/formValuesOf';
import type { AnyResourceDeclaration, ResolvedField } from '../../src/framework/resource/ResourceDeclaration';
import { fieldsOf } from '../../src/framework/resource/ResourceScope';
import { createDataProvider } from '../../src/providers/createDataProvider';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { seededDeclarations } from './harness';

/**
 * The property of issue 41 item 1, over every declared resource with a generated edit form: change
 * each editable field, one at a time, to a new valid value, save as the edit form saves (the form's
 * values with its read-only inputs disabled, so absent, through `editPayload` and the dataProvider),
 * read the record back from the simulator and find the new value.
 */
const sim = startSimulator();

type Values = Record<string, unknown>;
interface Context {
  ids: Record<string, string[]>;
  init: { jwt_algorithms: string[]; social_providers: string[] };
}

const other = <T,>(choices: readonly T[], current: unknown): T | undefined =>
  choices.find((choice) => !dequal(choice, current));

/** A valid value, different from `current`, for a field of this kind; undefined: none to try. */
function newValue(field: ResolvedField, current: unknown, context: Context, round: number): unknown {
  const tag = `${field.source.replace(/_/g, '-')}-${round}`;
  switch (field.kind) {
    case 'text':
    case 'shortText':
    case 'textarea':
    case 'copyable':
      return field.source === 'header' ||
        field.source.endsWith('_header') ||
        field.source === 'key' ||
        field.source.endsWith('prefix')
        ? `X-Edited-${round}`
        : `Edited ${tag}`;
    case 'email':
      return `edited-${tag}@example.test`;
    case 'url':
      return `https://edited.example.test/${tag}`;
    case 'phone':
      return `+1555000${round}`;
    case 'number':
      return (typeof current === 'number' ? current : 10) + 7;
    case 'boolean':
      return !current;
    case 'enum': {
      const from = field.declaration.choicesFrom;
      const choices =
        from === 'jwt_algorithms' ? context.init.jwt_algorithms : from === 'types' ? [] : (field.choices ?? []);
      // A new algorithm of another family would need new keys (a separate rule); stay in the family.
      const family = typeof current === 'string' ? current.slice(0, 2) : '';
      return other(
        choices.filter((choice) => from !== 'jwt_algorithms' || choice.startsWith(family)),
        current,
      );
    }
    case 'chips': {
      const choices = field.declaration.choicesFrom === 'social_providers' ? context.init.social_providers : [];
      const now = Array.isArray(current) ? (current as string[]) : [];
      const added = other(
        choices.filter((choice) => !now.includes(choice)),
        undefined,
      );
      return added ? [...now, added] : now.length > 1 ? now.slice(1) : undefined;
    }
    case 'reference':
      return other(context.ids[field.declaration.reference ?? ''] ?? [], current);
    case 'referenceArray': {
      const all = context.ids[field.declaration.reference ?? ''] ?? [];
      const now = Array.isArray(current) ? (current as string[]).map(String) : [];
      const next = now.length > 0 ? now.slice(1) : all.slice(0, 2);
      return dequal(next, now) ? undefined : next;
    }
    case 'json':
      return { 'X-Edited': tag };
    case 'date':
      return current === '2027-03-01' ? '2027-03-02' : '2027-03-01';
    case 'id':
    case 'datetime':
    case 'secret':
      // Ids and stamps are the server's; secrets are write-only (never read back).
      return undefined;
  }
}

const editable = (declaration: AnyResourceDeclaration) =>
  declaration.edit !== false && declaration.endpoints.update && !declaration.views?.edit;

describe('every generated edit form saves every field it changes', () => {
  // Those with seeded records to edit (an added resource without seed rows has its own tests).
  const declarations = seededDeclarations(sim, resources.filter(editable));

  it('covers the resources with a generated edit form', () => {
    expect(declarations.map((d) => d.name).sort()).toEqual(
      expect.arrayContaining(['authType', 'credential', 'permission', 'profile', 'project', 'user']),
    );
  });

  it.each(declarations.map((declaration) => [declaration.name, declaration] as const))(
    '%s',
    async (_name, declaration) => {
      const services = testServices();
      await signIn(services);
      const dataProvider = createDataProvider(services.client, endpointResolver(resources, {}));
      const init = (await services.client.call(initEndpoints.user, {})) as unknown as Context['init'];
      const ids: Record<string, string[]> = {};
      for (const name of ['project', 'permission', 'authType', 'user']) {
        const { data } = await dataProvider.getList(name, {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        });
        ids[name] = data.map((record) => String(record.id));
      }
      const context: Context = { ids, init };

      const fields = fieldsOf(declaration);
      // A kind fixed at creation (an authentication type's type) decides the form's fields: one record of each.
      const kinds = fields.filter((field) => field.readOnly.edit && field.kind === 'enum');
      const kindOf = (record: RaRecord) => JSON.stringify(kinds.map((field) => record[field.source]));
      // The records: the last of each kind (under the parent's first record that has one, for nested ones).
      let meta: { parentId: string } | undefined;
      let records: RaRecord[] = [];
      for (const parentId of declaration.parent ? (ids[declaration.parent] ?? []) : ['']) {
        meta = declaration.parent ? { parentId } : undefined;
        const { data } = await dataProvider.getList(declaration.name, {
          pagination: { page: 1, perPage: 50 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
          ...(meta ? { meta } : {}),
        });
        const candidates = data.filter((row) => declaration.list?.editable?.(row) ?? true);
        records = [...new Map(candidates.map((row) => [kindOf(row), row])).values()];
        if (records.length) break;
      }
      if (!records.length) throw new Error(`no ${declaration.name} record to edit`);
      const tried: string[] = [];
      for (const record of records) tried.push(...(await editEachField(record)));
      if (kinds.length) expect(records.length).toBeGreaterThan(1);
      expect(tried.length).toBeGreaterThan(0);

      async function editEachField(record: RaRecord): Promise<string[]> {
        const read = async () =>
          (await dataProvider.getOne(declaration.name, { id: record.id, ...(meta ? { meta } : {}) })).data;
        const tried: string[] = [];
        // Booleans last: turning one off may hide the fields it shows.
        const order = [...fields].sort((a, b) => Number(a.kind === 'boolean') - Number(b.kind === 'boolean'));
        for (const [round, field] of order.entries()) {
          const stored = await read();
          const values = formValuesOf(declaration, stored);
          const visible = !field.declaration.visibleWhen || field.declaration.visibleWhen(values);
          if (!field.form.edit || field.readOnly.edit || !visible) continue;
          const value = newValue(field, values[field.source], context, round);
          if (value === undefined) continue;
          // What the form submits: its values, read-only (disabled) inputs left out.
          const submitted: Values = { ...values, [field.source]: value };
          for (const readOnly of fields.filter((f) => f.readOnly.edit)) delete submitted[readOnly.source];
          await dataProvider.update(declaration.name, {
            id: stored.id,
            data: editPayload(declaration, fields, submitted, stored),
            previousData: stored,
            ...(meta ? { meta } : {}),
          });
          // A json field's form value may hide what is stored (a hook's header values): read the record.
          const back = await read();
          const saved = field.kind === 'json' ? back : formValuesOf(declaration, back);
          expect({ field: field.source, value: saved[field.source] }).toEqual({ field: field.source, value });
          tried.push(`${kindOf(record)} ${field.source}`);
        }
        return tried;
      }
    },
    30_000,
  );
});
