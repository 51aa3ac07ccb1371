import { useMemo } from 'react';
import { SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { createDefaults } from '../formDefaults';
import { formResolver } from '../formResolver';
import { prepareValues } from '../prepareValues';
import { useResourceScope } from '../ResourceScope';
import { FormInput } from './FormInput';

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
  const record = useRecordContext();
  const formFields = useMemo(() => fields.filter((field) => (mode === 'create' ? field.form.create : field.form.edit)), [fields, mode]);
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const validate = formResolver(declaration.input ?? declaration.schema);
    return (values, context, options) => validate(prepareValues(values, fields, mode), context, options);
  }, [declaration, fields, mode]);
  const defaults = useMemo(() => (mode === 'create' ? createDefaults(fields) : undefined), [fields, mode]);
  const toForm = declaration.toFormValues;
  const formRecord = useMemo(() => (mode === 'edit' && record && toForm ? { ...record, ...toForm(record) } : undefined), [mode, record, toForm]);
  return (
    <SimpleForm
      noValidate
      resolver={resolver}
      defaultValues={defaults}
      {...(formRecord ? { record: formRecord } : {})}
      toolbar={<FormToolbar mode={mode} />}
      mode="onSubmit"
      reValidateMode="onChange"
    >
      {formFields.map((field) => (
        <FormInput key={field.source} field={field} mode={mode} />
      ))}
    </SimpleForm>
  );
}
