import { z } from 'zod';
import { DateTime, Id } from './common';

export const authKinds = ['basic', 'jwt', 'key', 'social'] as const;
export const AuthKind = z.enum(authKinds);
export type AuthKind = z.infer<typeof AuthKind>;

/** Where a key type reads its key: an HTTP header or a GET parameter. */
export const KeySection = z.enum(['header', 'query']);

export const PasswordConfig = z.object({
  min_length: z.number().int().min(1),
  extra_characters: z.string(),
  is_number_required: z.boolean(),
  is_upper_required: z.boolean(),
  is_lower_required: z.boolean(),
});
export type PasswordConfig = z.infer<typeof PasswordConfig>;

export const defaultPasswordConfig: PasswordConfig = {
  min_length: 6,
  extra_characters: '!=@-+#$%^&*{}_',
  is_number_required: false,
  is_upper_required: false,
  is_lower_required: false,
};

export const AuthTypeDetails = z
  .object({
    prefix: z.string().nullable(),
    header: z.string().nullable(),
    access_token_lifetime_min: z.number().nullable(),
    access_token_header: z.string().nullable(),
    access_token_prefix: z.string().nullable(),
    refresh_token_lifetime_min: z.number().nullable(),
    refresh_token_enabled: z.boolean().nullable(),
    refresh_token_header: z.string().nullable(),
    refresh_token_prefix: z.string().nullable(),
    redirect_uri: z.string().nullable(),
    providers: z.array(z.string()).nullable(),
    section: KeySection.nullable(),
    key: z.string().nullable(),
    algorithm: z.string().nullable(),
  })
  .partial();
export type AuthTypeDetails = z.infer<typeof AuthTypeDetails>;

export const AuthType = z.object({
  id: Id,
  title: z.string(),
  type: AuthKind,
  projects: z.array(Id),
  details: AuthTypeDetails,
  created_at: DateTime,
  password_config: PasswordConfig.nullable().optional(),
  priority: z.number().optional(),
});
export type AuthType = z.infer<typeof AuthType>;

/** Body of `POST /auth-type/{type}` and `PUT /auth-type/{type}/{id}`: title, projects and the type's fields, flat. */
export const AuthTypeInput = z
  .object({
    title: z.string().min(1),
    projects: z.array(z.string()),
    secret_key: z.string().optional(),
    public_key: z.string().optional(),
    private_key: z.string().optional(),
  })
  .and(AuthTypeDetails);
export type AuthTypeInput = z.infer<typeof AuthTypeInput>;

/** `PATCH /auth-type/{id}/credentials`. */
export const AuthTypeCredentialsInput = z.union([
  z.object({ secret_key: z.string().min(1) }),
  z.object({ public_key: z.string().min(1), private_key: z.string().min(1) }),
]);

/** `POST /auth-type/priorities`: ids in their new order, first = highest priority. */
export const PrioritiesInput = z.object({ ids: z.array(z.string()) });

/** `GET /auth-type/{id}/social-links`. */
export const SocialLink = z.object({ provider: z.string(), url: z.string() });
export const SocialLinks = z.object({ items: z.array(SocialLink) });
