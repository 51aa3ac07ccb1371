import { z } from 'zod/mini';
import { authKinds, KeySection } from '../../api/contract/authType';
import { hookMethods } from '../../api/contract/hook';

/** The setup file's format name and version (`format`, `version`): a reader refuses any other. */
export const setupFormat = 'identity-console-setup';
export const setupVersion = 1;

/** Where a secret was left out of the file: set it in the console after applying. */
export const SecretMarker = z.strictObject({ $secret: z.literal(true) });
export type SecretMarker = z.infer<typeof SecretMarker>;

const text = z.optional(z.nullable(z.string()));
const lifetime = z.optional(z.nullable(z.number().check(z.int(), z.minimum(1))));

export const SetupProject = z.strictObject({
  /** The project's name; with no alias, also its key. */
  name: z.string().check(z.minLength(1)),
  /** The project's key when set. */
  alias: text,
});

export const SetupPermission = z.strictObject({
  /** The permission's key. */
  code: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
});

export const SetupPasswordConfig = z.strictObject({
  min_length: z.number().check(z.int(), z.minimum(1)),
  extra_characters: z.string(),
  is_number_required: z.boolean(),
  is_upper_required: z.boolean(),
  is_lower_required: z.boolean(),
});

export const SetupHook = z.strictObject({
  method: z.enum(hookMethods),
  url: z.string().check(z.minLength(1)),
  /** Header values; a credential (Authorization, a token, a key…) is a secret marker. */
  headers: z.record(z.string(), z.union([z.string(), SecretMarker])),
});

export const SetupDetails = z.strictObject({
  prefix: text,
  header: text,
  access_token_lifetime_min: lifetime,
  access_token_header: text,
  access_token_prefix: text,
  refresh_token_lifetime_min: lifetime,
  refresh_token_enabled: z.optional(z.nullable(z.boolean())),
  refresh_token_header: text,
  refresh_token_prefix: text,
  redirect_uri: text,
  providers: z.optional(z.nullable(z.array(z.string()))),
  section: z.optional(z.nullable(KeySection)),
  key: text,
  algorithm: text,
});

export const SetupAuthType = z.strictObject({
  /** The type's key. */
  title: z.string().check(z.minLength(1)),
  type: z.enum(authKinds),
  /** Keys of the projects it serves (alias, or name). */
  projects: z.array(z.string()),
  details: SetupDetails,
  password_config: z.optional(z.nullable(SetupPasswordConfig)),
  /** Present when the type had signing credentials: they are set on its credentials page. */
  signing_key: z.optional(SecretMarker),
  hooks: z.array(SetupHook),
});

/**
 * An organization's setup as a file: projects, permissions, and the authentication types in
 * priority order (first = highest) with their details, password rules and hooks. Records refer to
 * each other by keys, never ids; secrets are never in it.
 */
export const SetupFile = z.strictObject({
  format: z.literal(setupFormat),
  version: z.literal(setupVersion),
  projects: z.array(SetupProject),
  permissions: z.array(SetupPermission),
  authTypes: z.array(SetupAuthType),
});
export type SetupFile = z.infer<typeof SetupFile>;
export type SetupProject = z.infer<typeof SetupProject>;
export type SetupAuthType = z.infer<typeof SetupAuthType>;
export type SetupHook = z.infer<typeof SetupHook>;

/** A project's key in a setup file: its alias, or its name. */
export const projectKey = (project: { name: string; alias?: string | null }): string => project.alias || project.name;
