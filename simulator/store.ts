import type { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { AuthKind, AuthType } from '../src/api/contract/authType';
import type { ImportSource } from '../src/api/contract/importJob';
import type { HistoryActor, HistoryEntry } from '../src/api/contract/history';
import type { Hook } from '../src/api/contract/hook';
import type { ImportJob } from '../src/api/contract/importJob';
import type { ApiKey } from '../src/api/contract/me';
import type { Permission } from '../src/api/contract/permission';
import type { Project } from '../src/api/contract/project';
import type { Credential, Profile, Session, User } from '../src/api/contract/user';

export interface Row {
  id: string;
}

/** One in-memory table with its own id counter (ids are numeric strings). */
export class Table<T extends Row> {
  rows: T[] = [];
  private nextId = 1;

  insert(data: Omit<T, 'id'> & { id?: string }): T {
    const row = { id: data.id ?? String(this.nextId), ...data } as T;
    this.nextId = Math.max(this.nextId, Number(row.id) + 1 || this.nextId + 1);
    this.rows.push(row);
    return row;
  }
  get(id: string | undefined): T | undefined {
    return id === undefined ? undefined : this.rows.find((r) => r.id === String(id));
  }
  update(id: string, patch: Partial<T>): T | undefined {
    const row = this.get(id);
    if (row) Object.assign(row, patch);
    return row;
  }
  remove(id: string): T | undefined {
    const index = this.rows.findIndex((r) => r.id === String(id));
    return index < 0 ? undefined : this.rows.splice(index, 1)[0];
  }
  removeWhere(predicate: (row: T) => boolean): T[] {
    const removed = this.rows.filter(predicate);
    this.rows = this.rows.filter((r) => !predicate(r));
    return removed;
  }
  where(predicate: (row: T) => boolean): T[] {
    return this.rows.filter(predicate);
  }
  find(predicate: (row: T) => boolean): T | undefined {
    return this.rows.find(predicate);
  }
}

interface Stamped extends Row {
  created_at: string;
  updated_at: string;
}

/**
 * The stored form of a contract entity (issue: row types derived from the contract): every field
 * the answer may leave out is stored, as null when absent. Fields the API computes for its answers
 * (joins, counts, flags) are left out with `Omit`; fields only the server keeps are added.
 */
type Stored<S extends $ZodType, Computed extends keyof z.output<S> = never> = {
  [K in Exclude<keyof z.output<S>, Computed>]-?: undefined extends z.output<S>[K]
    ? Exclude<z.output<S>[K], undefined> | null
    : z.output<S>[K];
};

export type ProjectRow = Stored<typeof Project> & Stamped;
export type PermissionRow = Stored<typeof Permission> & Stamped;
export type AuthTypeRow = Stored<typeof AuthType, 'has_credentials'> &
  Stamped & {
    priority: number;
    /** Signing keys: never in an answer. */
    secret_key: string | null;
    public_key: string | null;
    private_key: string | null;
  };
export type HookRow = Stored<typeof Hook> & Stamped;
export type UserRow = Stored<typeof User, 'profiles' | 'available_auth_types'> &
  Stamped & {
    /** Console sign-in password (username/password login method); null when removed. */
    password: string | null;
    /** Linked social accounts: provider → the provider's account id. */
    social: Record<string, string>;
    admin: boolean;
  };
export type CredentialRow = Stored<typeof Credential, 'auth_type' | 'projects' | 'has_password'> &
  Stamped & {
    /** Never in an answer. */
    password: string | null;
    extra: { social_providers?: string[] };
  };
export type ProfileRow = Stored<typeof Profile, 'project'> & Stamped;
export type SessionRow = Pick<Stored<typeof Session>, 'id' | 'agent' | 'ip' | 'created_at' | 'updated_at'> &
  Stamped & {
    user_id: string;
    auth_type_id: string;
    /** The X-DEVICE the tokens are bound to. */
    device: string;
    access_token: string;
    refresh_token: string | null;
    access_expires_at: number;
    refresh_expires_at: number | null;
  };
export type HistoryRow = Omit<Stored<typeof HistoryEntry>, 'actor' | 'project_id'> & {
  subject: 'user' | 'auth_type';
  subject_id: string;
  /** Who made the change (absent: the service itself, e.g. a session that expired). */
  actor?: HistoryActor | null;
  /** The project of the profile a `profile_changed` entry changed. */
  project_id?: string | null;
};
export type ApiKeyRow = Stored<typeof ApiKey, 'key'> & Stamped & { user_id: string; key: string };
export type ImportRow = Stored<typeof ImportJob> &
  Stamped & {
    user_id: string;
    rows: string[][];
    /** Clock time (ms) of the last change; drives new → processing → done. */
    touched_ms: number;
  };

export interface OrgTables {
  project: Table<ProjectRow>;
  permission: Table<PermissionRow>;
  authType: Table<AuthTypeRow>;
  hook: Table<HookRow>;
  user: Table<UserRow>;
  credential: Table<CredentialRow>;
  profile: Table<ProfileRow>;
  session: Table<SessionRow>;
  history: Table<HistoryRow>;
  apiKey: Table<ApiKeyRow>;
  import: Table<ImportRow>;
}

export interface OrgData {
  domain: string;
  name: string;
  created_at: string;
  /** When its name last changed: the version a rename names (`If-Match`). */
  updated_at: string;
  /** Typed tables; collections registered later add theirs under their own name. */
  tables: OrgTables & Record<string, Table<Row>>;
  /** Table preferences: `${userId}:${key}` → saved value. */
  preferences: Map<string, unknown>;
}

export interface MailEntry {
  kind: 'password_reset' | 'sign_up';
  to: string;
  org: string;
  code: string;
  created_at: string;
  expires_ms: number;
  used: boolean;
}

/** Tokens the simulated providers issued (simulator/rules/providers.ts); one set for every organization. */
export interface ProviderTokens {
  /** The social provider's access tokens: token → the provider account it names. */
  social: Record<string, { provider: string; account: string }>;
  /** The payment provider's one-time tokens: token → the amount it was issued for, whether the card declines, whether charged. */
  payment: Record<string, { amount_cents: number; declined: boolean; used: boolean }>;
}

export interface Store {
  orgs: Map<string, OrgData>;
  mail: MailEntry[];
  settings: {
    version: string;
    signup: { enabled: boolean; active: boolean };
    signInMode: 'simple' | 'email';
    /** The authentication kinds the service offers (init `types`); every kind when unset. */
    types?: AuthKind[];
    /** The resources the CSV import accepts (init `sources`); every importable one when unset. */
    sources?: ImportSource[];
  };
  /** The demo organization's reset, and the shared account its init data names (SPEC: demo mode). */
  demo: { resetHours: number; nextResetAt: number; account: { login: string; password: string } };
  /** Pre-registration requests (kept for the control API). */
  preRegistrations: { email: string; name: string | null; comments: string | null; created_at: string }[];
  /** Issued provider tokens (absent in a browser snapshot saved before they existed: read them with `providerTokens`). */
  providers?: ProviderTokens;
}

export function createOrgData(domain: string, name: string, createdAt: string): OrgData {
  const tables: OrgTables = {
    project: new Table(),
    permission: new Table(),
    authType: new Table(),
    hook: new Table(),
    user: new Table(),
    credential: new Table(),
    profile: new Table(),
    session: new Table(),
    history: new Table(),
    apiKey: new Table(),
    import: new Table(),
  };
  return {
    domain,
    name,
    created_at: createdAt,
    updated_at: createdAt,
    tables: tables as OrgData['tables'],
    preferences: new Map(),
  };
}

/** Table of a given name in an organization, created empty on first use (for registered collections). */
export function tableOf(org: OrgData, name: string): Table<Row> {
  return (org.tables[name] ??= new Table<Row>());
}
