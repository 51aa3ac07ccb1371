/** What applying a setup file does, step by step (see planSetup). */
export type PlanAction = 'create' | 'update' | 'delete';
export type PlanKind = 'project' | 'permission' | 'authType' | 'passwordConfig' | 'hook' | 'priorities';

/** One field as it is and as the file has it. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Ids of the records known so far while applying: existing ones, then those just created. */
export interface ApplyIds {
  projects: Map<string, string>;
  authTypes: Map<string, string>;
}

export interface PlanStep {
  action: PlanAction;
  kind: PlanKind;
  /** The record's key (project alias or name, permission code, type title, `METHOD url` of a hook). */
  key: string;
  /** The type a hook or password settings belong to. */
  owner?: string;
  /** Updates: the fields that change. */
  changes: readonly FieldChange[];
  run(ids: ApplyIds): Promise<void>;
}

/** What the file needs that it cannot carry: secrets to set after applying. */
export interface PlanNotice {
  kind: 'signingKey' | 'hookHeader';
  /** The type's title. */
  authType: string;
  /** The hook (`METHOD url`) and header of a hook header. */
  hook?: string;
  header?: string;
}

export interface SetupPlan {
  steps: readonly PlanStep[];
  notices: readonly PlanNotice[];
  ids: ApplyIds;
}
