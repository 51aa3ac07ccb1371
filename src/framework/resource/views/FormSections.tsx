import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { FormSection, ResolvedField } from '../ResourceDeclaration';
import { useResourceScope } from '../ResourceScope';
import { FormInput } from './FormInput';

type Mode = 'create' | 'edit';

/** A section's heading and its inputs; nothing when none of its fields is shown for the current values. */
function Section({ name, fields, mode }: { name: string; fields: readonly ResolvedField[]; mode: Mode }) {
  const translate = useTranslate();
  const { declaration } = useResourceScope();
  const values = useWatch() as Record<string, unknown>;
  const headingId = useId();
  if (!fields.some((field) => field.declaration.visibleWhen?.(values) ?? true)) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mt: 2, '&:first-of-type': { mt: 0 } }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
        {translate(`resources.${declaration.name}.sections.${name}`)}
      </Typography>
      {fields.map((field) => (
        <FormInput key={field.column} field={field} mode={mode} />
      ))}
    </Box>
  );
}

/** Which section each field is in (by source); the fields no section names come first, ungrouped (pure). */
export function groupFields(fields: readonly ResolvedField[], sections: readonly FormSection[]) {
  const sectionOf = new Map(sections.flatMap((section) => section.fields.map((source) => [source, section.name])));
  return {
    ungrouped: fields.filter((field) => !sectionOf.has(field.source)),
    sections: sections.map((section) => ({
      name: section.name,
      fields: fields.filter((field) => sectionOf.get(field.source) === section.name),
    })),
  };
}

/**
 * A generated form's inputs: in the declaration's field order, grouped under the declaration's
 * section headings when it has `sections` (as Keycloak groups its forms).
 */
export function FormFields({ fields, mode }: { fields: readonly ResolvedField[]; mode: Mode }) {
  const { declaration } = useResourceScope();
  const inputs = (list: readonly ResolvedField[]) =>
    list.map((field) => <FormInput key={field.column} field={field} mode={mode} />);
  if (!declaration.sections?.length) return <>{inputs(fields)}</>;
  const { ungrouped, sections } = groupFields(fields, declaration.sections);
  return (
    <>
      {inputs(ungrouped)}
      {sections.map((section) => (
        <Section key={section.name} name={section.name} fields={section.fields} mode={mode} />
      ))}
    </>
  );
}
