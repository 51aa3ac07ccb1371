import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { en } from '../../i18n/en';
import { Console } from '../../src/Console';
import { fillPath } from '../../src/api/contract/endpointPaths';
import type { AnyResourceDeclaration } from '../../src/framework/resource/ResourceDeclaration';
import { fieldsOf } from '../../src/framework/resource/ResourceScope';
import type { Services } from '../../src/providers/createServices';

/** Mounts the real console at `route` with the given declarations. */
export function renderConsole(services: Services, route: string, declarations?: readonly AnyResourceDeclaration[]) {
  window.history.pushState({}, '', route);
  return render(
    <Console
      services={services}
      initialLocale={{ locale: 'en', messages: en }}
      {...(declarations ? { declarations } : {})}
    />,
  );
}

/** First page of a collection straight from the API (to know what the list must show). */
/**
 * The declarations whose records the simulator seeds (in the Acme organization): what a test that
 * edits or deletes existing records can run on. A resource added without seed rows (`npm run
 * add:resource`) is left to its own tests (tests/resources/declaredOnce.test.ts, tests/e2e/addResource.e2e.ts).
 */
export function seededDeclarations<D extends AnyResourceDeclaration>(
  sim: { store: { orgs: Map<string, { tables: Record<string, { rows: readonly unknown[] } | undefined> }> } },
  declarations: readonly D[],
): D[] {
  const tables = sim.store.orgs.get('acme')?.tables ?? {};
  return declarations.filter((declaration) => (tables[declaration.name]?.rows.length ?? 0) > 0);
}

export async function apiList(services: Services, declaration: AnyResourceDeclaration) {
  const page = await services.client.call(declaration.endpoints.list, { query: { page: 1, page_size: 100 } });
  return page as unknown as { items: Record<string, unknown>[]; meta: { total: number } };
}

/** The record's name as the list shows it (its representation field). */
export function representation(declaration: AnyResourceDeclaration, record: Record<string, unknown>): string {
  const rep = declaration.recordRepresentation;
  return typeof rep === 'function' ? rep(record) : String(record[rep ?? 'id']);
}

/** The row showing `text`; a signed-in start reads the identity (who may administer) before the first list. */
export async function findRow(text: string): Promise<HTMLElement> {
  const cell = await screen.findByText(text, { selector: 'td *, td' }, { timeout: 10_000 });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
}

/** Required text inputs of the create form shown whatever the values (the ones a valid record must fill). */
export function requiredTextFields(declaration: AnyResourceDeclaration) {
  return fieldsOf(declaration).filter(
    (field) =>
      field.form.create &&
      field.required &&
      !field.declaration.visibleWhen &&
      ['text', 'shortText', 'textarea', 'copyable', 'email'].includes(field.kind),
  );
}

export function label(declaration: AnyResourceDeclaration, source: string): RegExp {
  const fields = (en.resources as Record<string, { fields?: Record<string, string> }>)[declaration.name]?.fields ?? {};
  const text = fields[source] ?? source.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');
}

/** Fills the required text fields with unique valid values. */
export async function fillRequired(user: UserEvent, declaration: AnyResourceDeclaration, suffix: string) {
  for (const field of requiredTextFields(declaration)) {
    const input = await screen.findByRole('textbox', { name: label(declaration, field.source) });
    await user.clear(input);
    await user.type(input, field.kind === 'email' ? `x${suffix}@example.test` : `Sample ${field.source} ${suffix}`);
  }
}

/** Collection path pattern of create requests (path parameters as wildcards), for fault injection. */
export function createPathPattern(declaration: AnyResourceDeclaration): string {
  return (declaration.endpoints.create ?? declaration.endpoints.list).path.replace(/:\w+/g, '*');
}

export const collectionPath = (declaration: AnyResourceDeclaration) => fillPath(declaration.endpoints.list.path, {});

/** Confirms the open delete dialog with its destructive button (named by its verb). */
export async function confirmDialog(user: UserEvent, action = 'Delete') {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: action }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** The record page of `name` showing `tab`: its one h1 is the record's name and `tab` is the selected tab. */
export async function findRecordPage(name: string, tab: string): Promise<void> {
  await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(tab));
}
