import { collectionRoutes, type CollectionSpec } from '../collection';
import { userSessionEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { iso } from '../clock';
import type { Ctx } from '../context';
import { sessionExpiresAt } from '../rules/auth';
import { addHistory } from '../rules/history';
import type { SessionRow } from '../store';

export const sessionJson = (s: SessionRow, ctx?: Ctx) => ({
  id: s.id,
  user_id: s.user_id,
  auth_type_id: s.auth_type_id,
  agent: s.agent,
  device: s.agent,
  ip: s.ip,
  created_at: s.created_at,
  updated_at: s.updated_at,
  expires_at: iso(sessionExpiresAt(s)),
  refreshes_at: s.refresh_token ? iso(s.access_expires_at) : null,
  ...(ctx ? { current: ctx.session?.id === s.id } : {}),
});

/** Sessions of a user (admin): list, one, delete one, bulk delete. Deleting signs the session out. */
export const userSessionSpec: CollectionSpec<SessionRow> = {
  table: 'session',
  endpoints: userSessionEndpoints,
  parent: { table: 'user', key: 'user_id' },
  searchFields: ['agent', 'ip'],
  defaultSort: { field: 'created_at', order: 'desc' },
  toJson: (row, ctx) => sessionJson(row, ctx),
  onDelete: (rows, ctx) => {
    for (const row of rows) addHistory(ctx, 'user', row.user_id, 'signed_out_manually', { before: row.agent });
  },
};

export const userSessionRoutes = collectionRoutes(userSessionSpec);
