import { dequal } from 'dequal';
import type { RaRecord } from 'react-admin';
import type { PendingChange } from '../pendingChanges/PendingChange';
import type { AnyResourceDeclaration, ResolvedField } from './ResourceDeclaration';
import { editPayload } from './editPayload';
import { formValuesOf } from './formValuesOf';

type Scope = { declaration: AnyResourceDeclaration; meta: { parentId?: string } | undefined };

/** A generated edit form's save as a pending change (pure): the data it sends and the fields it changes. */
export function updateChangeOf(
  { declaration, meta }: Scope,
  fields: readonly ResolvedField[],
  record: RaRecord,
  values: Record<string, unknown>,
  shown: string,
): PendingChange {
  const stored = formValuesOf(declaration, record);
  const data = editPayload(declaration, fields, values, record);
  const changed = fields
    .filter((field) => field.form.edit && field.source in data && !dequal(data[field.source], stored[field.source]))
    .map((field) => `resources.${declaration.name}.fields.${field.source}`);
  return {
    resource: declaration.name,
    record: shown,
    action: 'update',
    fields: changed,
    send: {
      via: 'dataProvider',
      method: 'update',
      params: { id: record.id, data, previousData: record, ...(meta ? { meta } : {}) },
    },
  };
}

/** A record's delete as a pending change (pure). */
export function deleteChangeOf({ declaration, meta }: Scope, record: RaRecord, shown: string): PendingChange {
  return {
    resource: declaration.name,
    record: shown,
    action: 'delete',
    fields: [],
    send: {
      via: 'dataProvider',
      method: 'delete',
      params: { id: record.id, previousData: record, ...(meta ? { meta } : {}) },
    },
  };
}

/** A generated create form's save as a pending change (pure): the data it sends. */
export function createChangeOf(
  { declaration, meta }: Scope,
  data: Record<string, unknown>,
  shown: string,
): PendingChange {
  return {
    resource: declaration.name,
    record: shown,
    action: 'create',
    fields: [],
    send: { via: 'dataProvider', method: 'create', params: { data, ...(meta ? { meta } : {}) } },
  };
}
