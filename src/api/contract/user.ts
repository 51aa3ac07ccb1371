import { z } from 'zod/mini';
import { DateTime, Id } from './common';
import { email, identifier, plainText, text, textLimits } from './rules/fieldRules';

const optionalText = () => z.optional(z.nullable(z.string()));

export const Profile = z.object({
  id: Id,
  user_id: Id,
  project_id: Id,
  project: z.optional(z.nullable(z.object({ id: Id, name: z.string() }))),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  permissions: z.array(Id),
  updated_at: z.optional(DateTime),
});
export type Profile = z.infer<typeof Profile>;

export const ProfileInput = z.object({
  project_id: z.string().check(z.minLength(1)),
  name: z.optional(z.nullable(plainText())),
  email: z.optional(z.nullable(z.union([email(), z.literal('')]))),
  permissions: z.array(z.string()),
});

const SocialExtra = z.looseObject({ social_providers: z.optional(z.array(z.string())) });

export const Credential = z.object({
  id: Id,
  user_id: Id,
  auth_type_id: Id,
  auth_type: z.optional(z.nullable(z.object({ id: Id, title: z.string(), type: z.string() }))),
  extra: z.optional(z.nullable(SocialExtra)),
  note: optionalText(),
  /** Whether a password is set (never the password itself). */
  has_password: z.optional(z.boolean()),
  /** The projects of its authentication type. */
  projects: z.optional(z.array(Id)),
  created_at: z.optional(DateTime),
  updated_at: z.optional(DateTime),
});
export type Credential = z.infer<typeof Credential>;

export const CredentialInput = z.object({
  auth_type_id: z.string().check(z.minLength(1)),
  password: z.optional(text()),
  note: z.optional(z.nullable(text(textLimits.note))),
  extra: z.optional(z.object({ social_providers: z.optional(z.array(z.string())) })),
});

export const User = z.object({
  id: Id,
  username: z.string(),
  name: z.nullable(z.string()),
  email: optionalText(),
  note: z.nullable(z.string()),
  available_auth_types: z.optional(z.array(Id)),
  profiles: z.optional(z.array(Profile)),
  /** Administrator (read-only: the service's role, docs/decisions/0022). */
  admin: z.optional(z.boolean()),
  created_at: DateTime,
  updated_at: DateTime,
});
export type User = z.infer<typeof User>;

export const UserInput = z.object({
  username: identifier(),
  name: z.optional(z.nullable(plainText())),
  email: z.optional(z.nullable(email())),
  password: z.optional(text()),
  note: z.optional(z.nullable(text(textLimits.note))),
});

export const Session = z.object({
  id: Id,
  user_id: z.optional(Id),
  /** The authentication type the session signed in with (jwt or social). */
  auth_type_id: z.optional(Id),
  agent: z.string(),
  ip: z.string(),
  created_at: DateTime,
  expires_at: DateTime,
  refreshes_at: z.nullable(DateTime),
  updated_at: DateTime,
  current: z.optional(z.boolean()),
});
export type Session = z.infer<typeof Session>;
