import { keepChanges } from '../../conflicts/keepChanges';
import { useCallback, useMemo } from 'react';
import { SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { ConflictResolver } from '../../conflicts/ConflictResolver';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { createDefaults } from '../formDefaults';
import { formResolver } from '../formResolver';
import { formValuesOf } from '../formValuesOf';
import { prepareValues } from '../prepareValues';
import { useResourceScope } from '../ResourceScope';
import { FormFields } from './FormSections';
import { UnsavedChangesGuard } from '../../routing/UnsavedChangesGuard';
import { ResourceFormToolbar } from './ResourceFormToolbar';

type FormRulesHook = () => (values: Record<string, unknown>, mode: 'create' | 'edit') => Record<string, string>;
const noRules = () => ({});

/** Puts an error at a dotted field path (`extra.social_providers` → `{ extra: { social_providers } }`). */
function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  const [head, ...rest] = path;
  if (!head) return;
  if (rest.length === 0) target[head] = value;
  else {
    const next = (typeof target[head] === 'object' && target[head] !== null ? target[head] : {}) as Record<
      string,
      unknown
    >;
    target[head] = next;
    setPath(next, rest, value);
  }
}
const useNoRules = () => noRules;

/**
 * The create/edit form of a declaration: its form fields in order (in its sections), validated
 * with its zod schema and the contract's field rules of the call it makes; `onSubmit` in place of
 * the view's save (a create's, which keeps the change).
 */
export function ResourceForm({
  mode,
  onSubmit,
}: {
  mode: 'create' | 'edit';
  onSubmit?: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
}) {
  const { declaration, fields } = useResourceScope();
  const record = useRecordContext();
  const formFields = useMemo(
    () => fields.filter((field) => (mode === 'create' ? field.form.create : field.form.edit)),
    [fields, mode],
  );
  const useRules: FormRulesHook = declaration.useFormRules ?? useNoRules;
  const rules = useRules();
  const formRecord = useMemo(
    () => (mode === 'edit' && record && declaration.toFormValues ? formValuesOf(declaration, record) : undefined),
    [mode, record, declaration],
  );
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    // The form's schema, and the field rules of the call it makes (refused before it is sent).
    const call = declaration.endpoints[mode === 'create' ? 'create' : 'update'];
    const validate = formResolver(declaration.input ?? declaration.schema, call?.input);
    const stored = mode === 'edit' ? formValuesOf(declaration, record) : {};
    return async (values, context, options) => {
      const prepared = prepareValues(values, fields, mode, stored);
      const result = await validate(prepared, context, options);
      const extra = Object.entries(rules(prepared, mode) as Record<string, string>).filter(
        ([field]) => !result.errors[field.split('.')[0] ?? field],
      );
      if (extra.length === 0) return result;
      const errors: FieldErrors = { ...result.errors };
      for (const [field, message] of extra) setPath(errors, field.split('.'), { type: 'rule', message });
      return { values: {}, errors };
    };
  }, [declaration, fields, mode, rules, record]);
  const defaults = useMemo(() => (mode === 'create' ? createDefaults(fields) : undefined), [fields, mode]);
  const translate = useTranslate();
  const labelled = useMemo(
    () =>
      formFields
        .filter((field) => !field.readOnly.edit)
        .map((field) => ({
          source: field.source,
          label: translate(`resources.${declaration.name}.fields.${field.column}`),
        })),
    [formFields, translate, declaration.name],
  );
  const toForm = useCallback((current: Record<string, unknown>) => formValuesOf(declaration, current), [declaration]);
  return (
    <SimpleForm
      noValidate
      resolver={resolver}
      {...(onSubmit ? { onSubmit } : {})}
      defaultValues={defaults}
      {...(formRecord ? { record: formRecord } : {})}
      toolbar={<ResourceFormToolbar mode={mode} />}
      mode="onSubmit"
      reValidateMode="onChange"
      {...(mode === 'edit' ? { resetOptions: keepChanges } : {})}
    >
      {mode === 'edit' ? <ConflictResolver fields={labelled} toForm={toForm} /> : null}
      <FormFields fields={formFields} mode={mode} />
      <UnsavedChangesGuard />
    </SimpleForm>
  );
}
