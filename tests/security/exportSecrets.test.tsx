import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resources } from '../../resources/resourceList';
import { fieldsOf } from '../../src/framework/resource/ResourceScope';
import { exportedValue, secretKindOf } from '../../src/framework/resource/exportedValue';
import { toCsv } from '../../src/framework/resource/csv';
import { hookEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { exportSetup } from '../../src/pages/setup/exportSetup';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';

const sim = startSimulator();
const SECRET = 'S3CRET-value-never-exported';

/** A record of a declaration with a secret in every secret field (whole, or every value inside it). */
function recordWithSecrets(fields: ReturnType<typeof fieldsOf>) {
  return Object.fromEntries(
    fields.map((field) => {
      const kind = secretKindOf(field);
      return [
        field.source,
        kind === 'whole' ? SECRET : kind === 'values' ? { Authorization: `Bearer ${SECRET}`, 'X-Trace': SECRET } : 'x',
      ];
    }),
  );
}

describe('no secret leaves in clear', () => {
  it.each(resources.map((declaration) => [declaration.name, declaration] as const))(
    '%s: every field of the declaration, in a CSV export, writes its secrets masked',
    (_name, declaration) => {
      const fields = fieldsOf(declaration);
      const record = recordWithSecrets(fields);
      const csv = toCsv(
        fields.map((field) => field.column),
        [fields.map((field) => exportedValue(field, record[field.source]))],
      );
      expect(csv).not.toContain(SECRET);
    },
  );

  it('knows the secret kinds: signing keys, credential passwords and hook header values', () => {
    const secretFields = resources.flatMap((declaration) =>
      fieldsOf(declaration)
        .filter((field) => secretKindOf(field))
        .map((field) => `${declaration.name}.${field.source}:${secretKindOf(field)}`),
    );
    expect(secretFields).toEqual(
      expect.arrayContaining(['hook.headers:values', 'credential.password:whole', 'authType.secret_key:whole']),
    );
  });

  it('masks every hook header value in the setup file, keeping the header names', () => {
    const file = exportSetup({
      projects: [],
      permissions: [],
      authTypes: [
        {
          id: '1',
          title: 'Console login',
          type: 'jwt',
          projects: [],
          details: {},
          created_at: '2026-01-01T00:00:00Z',
          priority: 1,
        },
      ],
      hooks: new Map([
        ['1', [{ id: '9', method: 'POST', url: 'https://hooks.test/', headers: { 'X-Token-Free': SECRET } }]],
      ]),
    } as never);
    expect(JSON.stringify(file)).not.toContain(SECRET);
    expect(file.authTypes[0]?.hooks[0]?.headers).toEqual({ 'X-Token-Free': { $secret: true } });
  });

  it("writes a hook's header values masked in the list's CSV export", async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    await services.client.call(hookEndpoints.create, {
      params: { parentId: '1' },
      body: { method: 'POST', url: 'https://hooks.test/in', headers: { Authorization: `Bearer ${SECRET}` } },
    });
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:csv';
      }),
      revokeObjectURL: vi.fn(),
    });
    renderApp('/auth-type/hook/1', { services });
    await screen.findByText('https://hooks.test/in', {}, { timeout: 10_000 });
    await user.click(screen.getAllByRole('button', { name: 'Export CSV' }).at(-1) as HTMLElement);
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 10_000 });
    const text = await (blobs[0] as Blob).text();
    expect(text).toContain('Authorization');
    expect(text).toContain('••••');
    expect(text).not.toContain(SECRET);
    expect(sim.requests.some((request) => request.path === '/auth-type/1/hooks')).toBe(true);
  });
});
