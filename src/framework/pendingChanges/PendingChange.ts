/**
 * A change saved in the console but still waiting for its undo window or its answer (a create, an
 * edit, a delete, a settings form), described so it can be shown ("Permission 'Audit': Title") and sent again after
 * the page was left before it could go. Plain data: it is kept in storage.
 */
export type PendingChange = {
  /** The resource's name (its label comes from the catalogs, unless `label` names it). */
  resource: string;
  /** Catalog key naming what is changed when it is not one of a resource's records (the organization). */
  label?: string;
  /** How the record is shown (its representation when the change was saved). */
  record: string;
  action: 'create' | 'update' | 'delete';
  /** Catalog keys of the changed fields' labels (e.g. `resources.permission.fields.title`); none for a create or a delete. */
  fields: string[];
  /** How to send it. */
  send: PendingSend;
};

export type PendingSend =
  | {
      /** Through the dataProvider, as react-admin's undoable update and delete send it. */
      via: 'dataProvider';
      method: 'create' | 'update' | 'delete';
      params: { id?: string | number; data?: Record<string, unknown>; previousData?: unknown; meta?: unknown };
    }
  | {
      /** A contract endpoint by name, with its path parameters and body. */
      via: 'endpoint';
      endpoint: string;
      params: Record<string, string>;
      body: unknown;
    };
