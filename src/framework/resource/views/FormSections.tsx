import type { FormSection, ResolvedField } from '../ResourceDeclaration';
import { useResourceScope } from '../ResourceScope';
import { FormInput } from './FormInput';
import { FieldSection } from './FieldSection';
import type { FormMode } from './FormMode';

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
export function FormFields({ fields, mode }: { fields: readonly ResolvedField[]; mode: FormMode }) {
  const { declaration } = useResourceScope();
  const inputs = (list: readonly ResolvedField[]) =>
    list.map((field) => <FormInput key={field.column} field={field} mode={mode} />);
  if (!declaration.sections?.length) return <>{inputs(fields)}</>;
  const { ungrouped, sections } = groupFields(fields, declaration.sections);
  return (
    <>
      {inputs(ungrouped)}
      {sections.map((section) => (
        <FieldSection key={section.name} name={section.name} fields={section.fields} mode={mode} />
      ))}
    </>
  );
}
