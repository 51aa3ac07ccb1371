/** CSV import of a resource (wizard at `/import/<name>`, "Import" button on its list). */
export interface ImportOptions<Source extends string> {
  /** Fields offered for mapping (default: the create form's fields). */
  fields?: readonly Source[];
  /** Fields that must be mapped (default: the required fields of the form schema). */
  requiredFields?: readonly Source[];
  /** Groups of fields of which at least one must be mapped. */
  atLeastOneOf?: readonly (readonly Source[])[];
  /**
   * Fields no two records share: the review step finds a value repeated in the file, and a value
   * already taken through the list call's filter of the same name (a list of exact values), in
   * batches. `ignoreCase`: the API compares them ignoring case.
   */
  unique?: { fields: readonly Source[]; ignoreCase?: boolean };
}
