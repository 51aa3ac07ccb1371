import type { ComponentType } from 'react';
import type { FieldKind } from './fieldKinds';

/** Where a row action leads: one of the resource's pages for the row, or the list of a nested resource under the row. */
export type RowActionTarget = { page: string } | { list: string };

/** A per-row action: the built-in edit and delete, or a link to another screen. */
export type RowAction<Record> =
  | 'edit'
  | 'delete'
  | {
      /** Label key: `resources.<resource>.actions.<name>`. */
      name: string;
      icon?: ComponentType;
      /** The page (by name) or nested resource (by name) the action opens; the path comes from `pathFor`. */
      to: RowActionTarget;
      /** Shown only for records where this returns true. */
      when?: (record: Record) => boolean;
    };

/** A resource's list: paging, sort, search, bulk actions, drag ordering, row actions and filters. */
export interface ListOptions<Record, Source extends string> {
  /** 'server': the API pages, sorts and filters; 'client': one request, done in the browser. Default 'server'. */
  paging?: 'server' | 'client';
  sort?: { field: Source; order: 'ASC' | 'DESC' };
  perPage?: number;
  perPageOptions?: readonly number[];
  /** Free-text search box (`search` query parameter). Default true. */
  search?: boolean;
  /** Bulk delete of the selected rows by ids and/or of every row matching the filters. Default both. */
  bulkDelete?: { ids?: boolean; filter?: boolean } | false;
  /** Drag ordering saved through the endpoint's priorities call. */
  reorder?: boolean;
  /** Row actions in order; default edit then delete (delete is always rendered last). */
  actions?: readonly RowAction<Record>[];
  /** Records that may be edited (default all): the edit action and row click are hidden for the others. */
  editable?: (record: Record) => boolean;
  /** Label key of the delete-selected button (`resources.<name>.actions.<key>`), e.g. `revoke`. */
  bulkDeleteLabel?: string;
  /** Extra buttons shown with the selection (they read the selection from the list context). */
  bulkActions?: readonly ComponentType[];
  /** Shows `resources.<name>.notice` above the list (an explanation of what it holds). */
  notice?: boolean;
  /**
   * Draws the page's records (react-admin's list context) in place of the generic table and phone
   * cards, for records no column of a kind can show (a history entry's before → after change); the
   * toolbar, filters, paging and page sizes stay the generic list's.
   */
  rows?: ComponentType;
  /** Filters that are not a column's own value (see `ListFilter`), after the fields' filters. */
  filters?: readonly ListFilter[];
}

/**
 * A list filter of its own: `source` is the query key of one of the list endpoint's filters in the
 * contract (e.g. the users' `projects`, `permissions`, `auth_types`); its label is
 * `resources.<name>.fields.<source>`. Usually a `referenceArray` of another resource's ids.
 */
export interface ListFilter {
  source: string;
  kind: FieldKind;
  /** Target resource of reference and referenceArray kinds. */
  reference?: string;
  /** Shown from the start instead of through "Add filter". */
  alwaysOn?: boolean;
}
