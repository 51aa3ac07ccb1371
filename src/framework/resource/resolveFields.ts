import type { FieldKind } from './fieldKinds';
import type { ListFilter } from './ListOptions';
import type { AnyResourceDeclaration, FieldDeclaration, ResolvedField } from './ResourceDeclaration';
import { resolveFieldKind, shapeOf } from './resolveFieldKind';

const notInForms = new Set<FieldKind>(['id', 'datetime']);
const notInLists = new Set<FieldKind>(['secret']);
const notSortable = new Set<FieldKind>(['chips', 'referenceArray', 'json', 'secret']);

/** Applies the defaults of the declaration format to every field (pure). */
export function resolveFields(declaration: AnyResourceDeclaration): ResolvedField[] {
  const recordShape = shapeOf(declaration.schema);
  const formShape = shapeOf(declaration.input ?? declaration.schema);
  return (declaration.fields as readonly FieldDeclaration<Record<string, unknown>, Record<string, unknown>>[]).map(
    (field) => {
      const inForm = formShape[field.source];
      const resolved = resolveFieldKind(recordShape[field.source] ?? inForm, field.source, field.kind);
      const formRequired = inForm ? resolveFieldKind(inForm, field.source).required : false;
      const kind = resolved.kind;
      const listOption = field.list ?? !notInLists.has(kind);
      const show = listOption !== false;
      const sortable =
        show &&
        !(typeof listOption === 'object' && listOption.sortable === false) &&
        !notSortable.has(kind) &&
        !field.value;
      const formOption = field.form ?? (!!inForm && !notInForms.has(kind));
      const choices = field.choices ?? resolved.choices;
      return {
        source: field.source,
        column: field.column ?? field.source,
        kind,
        ...(choices ? { choices } : {}),
        required: field.required ?? formRequired,
        list: { show, sortable, hidden: typeof listOption === 'object' && listOption.hidden === true },
        filter: field.filter === 'alwaysOn' ? 'alwaysOn' : field.filter ? 'optional' : false,
        form: {
          create: formOption === true || formOption === 'create',
          edit: formOption === true || formOption === 'edit',
        },
        readOnly: { create: field.readOnly === true, edit: field.readOnly === true || field.readOnly === 'edit' },
        declaration: field,
      };
    },
  );
}

/** The list's own filters (`list.filters`) as fields that are only filters: no column, no form input (pure). */
export function resolveListFilters(declaration: AnyResourceDeclaration): ResolvedField[] {
  return (declaration.list?.filters ?? []).map((filter: ListFilter) => ({
    source: filter.source,
    column: filter.source,
    kind: filter.kind,
    required: false,
    list: { show: false, sortable: false, hidden: false },
    filter: filter.alwaysOn ? 'alwaysOn' : 'optional',
    form: { create: false, edit: false },
    readOnly: { create: false, edit: false },
    declaration: {
      source: filter.source,
      kind: filter.kind,
      ...(filter.reference ? { reference: filter.reference } : {}),
    },
  }));
}

/** Columns the list hides until they are shown in the column chooser (`list: { hidden: true }`). */
export const defaultHiddenColumns = (fields: readonly ResolvedField[]): string[] =>
  fields.filter((field) => field.list.show && field.list.hidden).map((field) => field.column);
