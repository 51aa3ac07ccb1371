import { z } from 'zod';
import { DateTime, Id } from './common';

export const Profile = z.object({
  id: Id,
  user_id: Id,
  project_id: Id,
  project: z.object({ id: Id, name: z.string() }).nullable().optional(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  permissions: z.array(Id),
});
export type Profile = z.infer<typeof Profile>;

export const ProfileInput = z.object({
  project_id: z.string().min(1),
  name: z.string().nullable().optional(),
  email: z.email().nullable().optional().or(z.literal('')),
  permissions: z.array(z.string()),
});

export const Credential = z.object({
  id: Id,
  user_id: Id,
  auth_type_id: Id,
  auth_type: z.object({ id: Id, title: z.string(), type: z.string() }).nullable().optional(),
  extra: z.object({ social_providers: z.array(z.string()).optional() }).passthrough().nullable().optional(),
  note: z.string().nullable().optional(),
  created_at: DateTime.optional(),
});
export type Credential = z.infer<typeof Credential>;

export const CredentialInput = z.object({
  auth_type_id: z.string().min(1),
  password: z.string().optional(),
  note: z.string().nullable().optional(),
  extra: z.object({ social_providers: z.array(z.string()).optional() }).optional(),
});

export const User = z.object({
  id: Id,
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable().optional(),
  note: z.string().nullable(),
  available_auth_types: z.array(Id).optional(),
  profiles: z.array(Profile).optional(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type User = z.infer<typeof User>;

export const UserInput = z.object({
  username: z.string().min(1),
  name: z.string().nullable().optional(),
  email: z.email().nullable().optional(),
  password: z.string().optional(),
  note: z.string().nullable().optional(),
});

export const Session = z.object({
  id: Id,
  user_id: Id.optional(),
  agent: z.string(),
  ip: z.string(),
  created_at: DateTime,
  expires_at: DateTime,
  refreshes_at: DateTime.nullable(),
  updated_at: DateTime,
  current: z.boolean().optional(),
});
export type Session = z.infer<typeof Session>;
