import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { projectEndpoints } from '../../src/api/contract/project';
import { applySetup } from '../../src/pages/setup/applySetup';
import { exportSetup } from '../../src/pages/setup/exportSetup';
import { parseSetupFile } from '../../src/pages/setup/parseSetupFile';
import { planSetup } from '../../src/pages/setup/planSetup';
import { renderSetupSchema, setupSchemaFile } from '../../src/pages/setup/setupJsonSchema';
import type { SetupFile } from '../../src/pages/setup/setupFile';
import { readSetupState } from '../../src/pages/setup/setupState';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';

const sim = startSimulator();

async function signedIn() {
  const services = testServices();
  await signIn(services);
  return services;
}

const plan = async (services: Awaited<ReturnType<typeof signedIn>>, file: SetupFile, prune = false) =>
  planSetup(services.client, file, await readSetupState(services.client), { prune });
const summary = (
  steps: readonly {
    action: string;
    kind: string;
    key: string;
    changes: readonly { field: string; before: unknown; after: unknown }[];
  }[],
) =>
  steps.map(({ action, kind, key, changes }) => ({
    action,
    kind,
    key,
    changes: changes.map(({ field, before, after }) => ({ field, before, after })),
  }));

describe('setup file', () => {
  it('is described by docs/setup.schema.json, which is current', async () => {
    expect(readFileSync(setupSchemaFile, 'utf8')).toBe(renderSetupSchema());
    const file = exportSetup(await readSetupState((await signedIn()).client));
    const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(setupSchemaFile, 'utf8')));
    expect(validate(JSON.parse(JSON.stringify(file))), JSON.stringify(validate.errors)).toBe(true);
    // No ids and no secrets: records name each other by keys, secrets are markers.
    const text = JSON.stringify(file);
    const org = sim.store.orgs.get('acme')!;
    for (const type of org.tables.authType.rows) {
      if (type.secret_key) expect(text).not.toContain(type.secret_key);
      if (type.private_key) expect(text).not.toContain(type.private_key.slice(30, 60));
    }
    expect(file.authTypes.some((type) => type.signing_key?.$secret)).toBe(true);
    expect(
      file.authTypes.every((type) =>
        type.projects.every((key) => file.projects.some((p) => (p.alias || p.name) === key)),
      ),
    ).toBe(true);
  });

  it('plans exactly what changed in the file, applies it, then plans no changes', async () => {
    const services = await signedIn();
    const exported = exportSetup(await readSetupState(services.client));
    expect((await plan(services, exported)).steps).toEqual([]);

    const file = structuredClone(exported);
    file.projects[0]!.name = 'Storefront renamed';
    const basic = file.authTypes.find((type) => type.password_config)!;
    const minLength = basic.password_config!.min_length;
    basic.password_config!.min_length = minLength + 3;
    const planned = await plan(services, parseOk(JSON.stringify(file)));
    expect(summary(planned.steps)).toEqual([
      {
        action: 'update',
        kind: 'project',
        key: exported.projects[0]!.alias || exported.projects[0]!.name,
        changes: [{ field: 'name', before: exported.projects[0]!.name, after: 'Storefront renamed' }],
      },
      {
        action: 'update',
        kind: 'passwordConfig',
        key: basic.title,
        changes: [{ field: 'min_length', before: minLength, after: minLength + 3 }],
      },
    ]);

    const progress: number[] = [];
    const report = await applySetup(planned, (done) => progress.push(done));
    expect(report.failed).toBeUndefined();
    expect(progress).toEqual([1, 2]);
    const state = await readSetupState(services.client);
    expect(state.projects.map((project) => project.name)).toContain('Storefront renamed');
    expect(state.authTypes.find((type) => type.title === basic.title)?.password_config?.min_length).toBe(minLength + 3);
    expect((await plan(services, file)).steps).toEqual([]);
  });

  it('refuses a broken file with the line and the reason, and one that names an undefined project', () => {
    const broken = parseSetupFile(
      '{\n  "format": "identity-console-setup",\n  "version": 1,\n  "projects": [\n    { "name": "" }\n  ],\n  "permissions": [],\n  "authTypes": []\n}',
    );
    expect(broken).toEqual({ ok: false, problems: [{ line: 5, path: 'projects.0.name', reason: { key: 'empty' } }] });
    const notJson = parseSetupFile('{\n  "format": "identity-console-setup",\n  "version": 1,\n  oops\n}');
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) expect(notJson.problems[0]).toMatchObject({ line: 4, reason: { key: 'json' } });
    const dangling = parseSetupFile(
      JSON.stringify(
        {
          format: 'identity-console-setup',
          version: 1,
          projects: [{ name: 'Shop', alias: null }],
          permissions: [],
          authTypes: [{ title: 'Password', type: 'basic', projects: ['Shop', 'Nowhere'], details: {}, hooks: [] }],
        },
        null,
        2,
      ),
    );
    expect(dangling).toEqual({
      ok: false,
      problems: [
        { line: 17, path: 'authTypes.0.projects.1', reason: { key: 'undefinedProject', args: { key: 'Nowhere' } } },
      ],
    });
  });

  it('stops at the failing step and reports what was applied before it', async () => {
    const services = await signedIn();
    const file = exportSetup(await readSetupState(services.client));
    file.projects.push({ name: 'New one', alias: 'new-one' }, { name: 'Second new', alias: 'second-new' });
    file.permissions.push({ code: 'setup.test', title: 'Setup test' });
    const planned = await plan(services, file);
    // Someone takes the second alias between the plan and the apply.
    await services.client.call(projectEndpoints.create, { body: { name: 'Taken meanwhile', alias: 'second-new' } });
    expect(planned.steps.map((step) => step.key)).toEqual(['new-one', 'second-new', 'setup.test']);
    const report = await applySetup(planned, () => undefined);
    expect(report.applied.map((step) => step.key)).toEqual(['new-one']);
    expect(report.failed?.step.key).toBe('second-new');
    const state = await readSetupState(services.client);
    expect(state.projects.map((project) => project.alias)).toContain('new-one');
    expect(state.permissions.map((permission) => permission.code)).not.toContain('setup.test');
  });
});

function parseOk(text: string): SetupFile {
  const parsed = parseSetupFile(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.file;
}
