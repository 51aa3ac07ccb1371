import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { formResolver } from '../formResolver';
import { kindComponents } from '../kindComponents';
import { prepareValues } from '../prepareValues';
import type { ResolvedField } from '../resolveFields';
import { useResourceScope } from '../ResourceScope';

function FormInput({ field, mode }: { field: ResolvedField; mode: 'create' | 'edit' }) {
  const Input = kindComponents[field.kind].input;
  return <Input source={field.source} field={field} disabled={mode === 'create' ? field.readOnly.create : field.readOnly.edit} />;
}

/** A field shown only while its `visibleWhen` holds for the current values. */
function ConditionalInput({ field, mode }: { field: ResolvedField; mode: 'create' | 'edit' }) {
  const values = useWatch() as Record<string, unknown>;
  if (!field.declaration.visibleWhen?.(values)) return null;
  return <FormInput field={field} mode={mode} />;
}

/** Save only; on create it is enabled from the start so an untouched form shows what is missing. */
function FormToolbar({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <Toolbar>
      <SaveButton alwaysEnable={mode === 'create'} />
    </Toolbar>
  );
}

/** The create/edit form of a declaration: its form fields in order, validated with its zod schema. */
export function ResourceForm({ mode }: { mode: 'create' | 'edit' }) {
  const { declaration, fields } = useResourceScope();
  const formFields = useMemo(() => fields.filter((field) => (mode === 'create' ? field.form.create : field.form.edit)), [fields, mode]);
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const validate = formResolver(declaration.input ?? declaration.schema);
    return (values, context, options) => validate(prepareValues(values, fields, mode), context, options);
  }, [declaration, fields, mode]);
  const defaults = useMemo(
    () =>
      mode === 'create'
        ? Object.fromEntries(
            fields
              .filter((f) => f.form.create)
              .map((f) => [f.source, f.declaration.defaultValue ?? (f.kind === 'chips' || f.kind === 'referenceArray' ? [] : undefined)])
              .filter(([, value]) => value !== undefined),
          )
        : undefined,
    [fields, mode],
  );
  return (
    <SimpleForm noValidate resolver={resolver} defaultValues={defaults} toolbar={<FormToolbar mode={mode} />} mode="onSubmit" reValidateMode="onChange">
      {formFields.map((field) =>
        field.declaration.visibleWhen ? (
          <ConditionalInput key={field.source} field={field} mode={mode} />
        ) : (
          <FormInput key={field.source} field={field} mode={mode} />
        ),
      )}
    </SimpleForm>
  );
}
