import type { ComponentType, ReactNode } from 'react';
import type * as z from 'zod/v4/core';
import type { ResourceEndpoint } from '../../providers/ResourceEndpoint';
import type { LabelledFields, LabelledName } from './englishLabels';
import type { FieldKind } from './fieldKinds';
import type { ImportOptions } from './ImportOptions';
import type { ListOptions, RowActionTarget } from './ListOptions';

/** Lists of the initial data (SPEC §3) a field can take its choices from. */
export type InitChoices = 'jwt_algorithms' | 'social_providers' | 'types';

/** Current form values as the form callbacks see them. */
export type FormValues<Values> = Partial<Values> & { readonly [key: string]: unknown };

/** Keys of a zod object (or intersection) schema's values, as strings. */
type KeysOf<T> = Extract<T extends unknown ? keyof T : never, string>;

/** Where a field is shown in forms: both, only on create, only on edit, or not at all. */
export type FormPlacement = boolean | 'create' | 'edit';

/** One field of a resource. Its label is `resources.<name>.fields.<column ?? source>` (never a string here). */
export interface FieldDeclaration<Record, Values, Source extends string = string> {
  /** Key in the record (list) and in the form values; type-checked against the schemas. */
  source: Source;
  /** Overrides the kind inferred from the schema (see `resolveFieldKind`). */
  kind?: FieldKind;
  /** Column name for a value derived from the record (`value`); also its label key. Defaults to `source`. */
  column?: string;
  /** Value shown in the list instead of `record[source]` (e.g. chips derived from nested data). */
  value?: (record: Record) => unknown;
  /** Target resource of reference and referenceArray kinds. */
  reference?: string;
  /** Enum choices when the schema does not list them. */
  choices?: readonly string[];
  /** The enum's choices are codes shown as they are (HTTP methods): no `choices` labels (see englishLabels.ts). */
  choicesAreCodes?: boolean;
  /** Chip colours of enum values (any CSS colour). */
  colors?: { readonly [value: string]: string };
  /**
   * List column (default true, except secrets); `{ sortable: false }` to disable sorting; `{ hidden:
   * true }` for a column the column chooser offers but the list hides until it is shown (so a wide
   * list fits the screen).
   */
  list?: boolean | { sortable?: boolean; hidden?: boolean };
  /** Shown as a list filter (`'alwaysOn'` keeps it visible). Default false. */
  filter?: boolean | 'alwaysOn';
  /** Form placement; default: when the form schema has the field and it is not an id or timestamp. */
  form?: FormPlacement;
  /** Shown in the form but not editable: always, or only when editing (e.g. a type fixed at creation). */
  readOnly?: boolean | 'edit';
  /**
   * The values inside this field (an object's values: a hook's header values) are secrets: every
   * export masks them, keeping the keys (`exportedValue`).
   */
  secretValues?: boolean;
  /** Read-only on a record the demo lock guards (declaration `lockedInDemo`). */
  lockedInDemo?: boolean;
  /** Conditional form field: shown (and submitted) only when this returns true for the current values. */
  visibleWhen?: (values: FormValues<Values>) => boolean;
  /** Value of the field in a new record's form. */
  defaultValue?: unknown;
  /** Enum and chips choices taken from the initial data (e.g. `jwt_algorithms`) instead of `choices`. */
  choicesFrom?: InitChoices;
  /** Label key (`resources.<name>.fields.<key>`) depending on the form values, e.g. a key labelled by its section. */
  labelFrom?: (values: FormValues<Values>) => string;
  /**
   * Values other fields take when this one changes in a form (and, on create, for its default
   * value), e.g. the defaults of a type's fields when the type changes.
   */
  onChange?: (value: unknown, values: FormValues<Values>) => { readonly [key: string]: unknown };
  /** Marks the input as required when the schema cannot say so (rules checked across fields). */
  required?: boolean;
  /** Replaces the kind's form input (for inputs that depend on other data, e.g. the chosen auth type's rules). */
  input?: ComponentType<KindInputProps>;
  /** Replaces the kind's list cell. */
  cell?: ComponentType<{ field: ResolvedField }>;
  /**
   * Where a phone card shows the field instead of its kind's place (`phoneCardFields`): its cell as
   * the card's title (inside the title's link when the record opens, so then a cell without a link
   * or button of its own), or with the card's actions, without a label (a cell that is the row's
   * action, empty where it has none).
   */
  card?: 'title' | 'actions';
  /** Reference inputs: a missing target can be created inline by typing its representation. */
  createInline?: boolean;
}

/**
 * A screen of the resource beyond its list and forms (SPEC §2), e.g. an auth type's credentials.
 * Its route is named `{routeName}_{name}` and served at `{path}/{page path}`, signed-in only.
 */
export interface ResourcePage {
  /** Route name suffix (`authType` + `credentials` → `authType_credentials`); row actions and `pathFor` name the page by it. */
  name: string;
  /** Path under the resource's path, with `:id` for the record: `credentials/:id` → `/auth-type/credentials/:id`. */
  path: string;
  /** The page's code (`default` export), loaded when the route is first opened. */
  load: () => Promise<{ default: ComponentType }>;
}

/** What a record page's tab shows: the record's edit form, one of its pages, or a nested resource's list under it. */
export type RecordTabTarget = 'edit' | RowActionTarget;

/** A tab of the record page (`RecordOptions`). */
export interface RecordTab<Record> {
  /** Label key: `resources.<resource>.tabs.<name>`. */
  name: string;
  /** The screen the tab shows, at that screen's own path (a deep link opens the tab). */
  to: RecordTabTarget;
  /** Shown only for records where this returns true; its path then leads back to the list. */
  visibleWhen?: (record: Record) => boolean;
}

/**
 * A record page: the screens of one record (its edit form, pages, nested lists) as tabs under one
 * breadcrumb (Home › list › record › tab) and one h1 (the record's name). The first tab is the
 * one the record's name links to.
 */
export interface RecordOptions<Record> {
  tabs: readonly RecordTab<Record>[];
}

/**
 * Records that go with a deleted record (deleted or changed by the API), counted and named in the
 * delete confirmations: the `resource`'s list read with page_size 1, its `meta.total`. `filter`
 * selects what depends on the deleted ids (one request); `nested` counts the resource's list under
 * each deleted record. Label: `resources.<name>.dependents.<dependent name>` with `smart_count`.
 */
export type DeleteDependent = { name: string; resource: string } & (
  { filter: (ids: readonly string[]) => Record<string, unknown> } | { nested: true }
);

/** A group of form fields under a heading (`ResourceDeclaration.sections`), as Keycloak groups its forms. */
export interface FormSection<Source extends string = string> {
  /** Heading key: `resources.<resource>.sections.<name>`. */
  name: string;
  /** Fields (sources) shown in it, in the declaration's field order. */
  fields: readonly Source[];
}

/** Replacement views for what the generic ones cannot express. */
export interface ResourceViews {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
}

/**
 * Everything the console needs to serve one resource: menu entry, routes at the spec's paths, list,
 * create and edit views, filters, the dataProvider mapping. `S` is the record schema, `I` the form
 * (input) schema.
 */
export interface ResourceDeclaration<S extends z.$ZodType = z.$ZodType, I extends z.$ZodType = S> {
  /** react-admin resource name and i18n namespace `resources.<name>.*`. */
  name: string;
  /** Prefix of the route names `{routeName}_list|_create|_update` (default `name`). */
  routeName?: string;
  /** A view's route name where SPEC §2 gives one off the pattern, e.g. `{ list: 'user_session' }`. */
  routeNames?: Partial<Record<'list' | 'create' | 'update', string>>;
  /** Route base at the spec path, e.g. `/auth-type` or (nested) `/user/credentials/:parentId`. */
  path: string;
  /** Parent resource of nested resources (its id is the route's `:parentId`). */
  parent?: string;
  /** The resource's calls in the contract (`src/api/contract/endpoints`), which the dataProvider makes. */
  endpoints: ResourceEndpoint;
  /** Record schema (from `src/api/contract`). */
  schema: S;
  /** Form schema (create and edit), default `schema`. */
  input?: I;
  /** Record field (or function) that names a record in references, breadcrumbs and titles. */
  recordRepresentation?: KeysOf<z.output<S>> | ((record: z.output<S>) => string);
  icon?: ComponentType;
  /** In the main navigation (default: true for top-level resources). */
  menu?: boolean;
  /** Place in the main navigation, lowest first (SPEC §2: project, user, authType, permission); unordered ones follow by name. */
  menuOrder?: number;
  /** Which operations exist (default all). */
  create?: boolean;
  edit?: boolean;
  delete?: boolean;
  /** What deleting its records takes with it (see `DeleteDependent`), in the order the confirmation names it. */
  deleteDependents?: readonly DeleteDependent[];
  /**
   * In the demo organization, the records the demo lock guards (the shared demo account): they
   * offer no delete, and their fields marked `lockedInDemo` are read-only (the API refuses both).
   */
  lockedInDemo?: (record: z.output<S>) => boolean;
  /**
   * In the demo organization, under a parent record the demo lock guards (the demo account's
   * credentials): no create, edit or delete is offered (the API refuses them).
   */
  lockedInDemoWithParent?: boolean;
  fields: readonly FieldDeclaration<z.output<S>, z.input<I>, KeysOf<z.output<S>> | KeysOf<z.input<I>>>[];
  list?: ListOptions<z.output<S>, KeysOf<z.output<S>>>;
  /**
   * Hook giving extra form rules over the values (after hidden fields are dropped): field → message
   * (i18n key), for rules that need data, e.g. password rules of the chosen auth type.
   */
  useFormRules?: () => (
    values: { readonly [key: string]: unknown },
    mode: 'create' | 'edit',
  ) => { readonly [field: string]: string };
  /**
   * The form's fields grouped under headings (`resources.<name>.sections.<section name>`), in this
   * order, after the fields no section names; a section whose fields are all hidden is not shown.
   */
  sections?: readonly FormSection<KeysOf<z.output<S>> | KeysOf<z.input<I>>>[];
  /** Form values of an existing record when they differ from the record (e.g. nested details shown flat). */
  toFormValues?: (record: z.output<S>) => { readonly [key: string]: unknown };
  views?: ResourceViews;
  /** Its records' screens shown as one record page with tabs (see `RecordOptions`). */
  record?: RecordOptions<z.output<S>>;
  /** The resource's own screens beyond list, create and edit (see `ResourcePage`). */
  pages?: readonly ResourcePage[];
  /** Records can be imported from CSV files (see `ImportOptions`). */
  import?: ImportOptions<KeysOf<z.input<I>>>;
}

/** A declaration of any resource (what the registry and the generic views handle). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResourceDeclaration = ResourceDeclaration<any, any>;

/**
 * Declares a resource with full inference of its schemas' keys (use as `export default
 * defineResource({…})`); its labels are checked against the English catalog (`EnglishLabels`).
 */
export function defineResource<S extends z.$ZodType, I extends z.$ZodType = S, const N extends string = string>(
  declaration: Omit<ResourceDeclaration<S, I>, 'name' | 'fields'> & {
    name: N;
    fields: LabelledFields<N, S, I, ResourceDeclaration<S, I>['fields'][number]>;
  } & LabelledName<N>,
): ResourceDeclaration<S, I> {
  return declaration as ResourceDeclaration<S, I>;
}

/** A declared field with every default applied: what the generic views render. */
export interface ResolvedField {
  source: string;
  /** Column id and label key (`resources.<resource>.fields.<column>`). */
  column: string;
  kind: FieldKind;
  choices?: readonly string[];
  /** Required by the form schema (for the asterisk; validation itself is the schema's). */
  required: boolean;
  list: { show: boolean; sortable: boolean; hidden: boolean };
  filter: false | 'optional' | 'alwaysOn';
  form: { create: boolean; edit: boolean };
  readOnly: { create: boolean; edit: boolean };
  declaration: FieldDeclaration<Record<string, unknown>, Record<string, unknown>>;
}

/** Props of every form and filter input of a kind (`source` and `alwaysOn` are read by react-admin's filter form). */
export interface KindInputProps {
  source: string;
  field: ResolvedField;
  disabled?: boolean;
  alwaysOn?: boolean;
  /** The input lives in the list's filter form (no required marker, lighter controls). */
  filter?: boolean;
  /** Label replacing the conventional `resources.<name>.fields.<source>`. */
  label?: string;
  /** Help under a form input (`resources.<name>.helpers.<column>` by convention, see `FormInput`). */
  helperText?: ReactNode;
  /** Called after the form value changed through this input (user changes only). */
  onChange?: (...event: unknown[]) => void;
}
