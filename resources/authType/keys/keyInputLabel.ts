/** A key input's label: the one given, else the field's in the catalog. */
export const keyInputLabel = (translate: (key: string) => string, source: string, label?: string) =>
  label ?? translate(`resources.authType.fields.${source}`);
