import { z } from 'zod/mini';

/** Organization domain: only the part before the platform domain (SPEC §5), e.g. `my-org`. */
export const OrganizationDomain = z.string().check(z.regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/));

/** Sign-up as a client, `POST /internal-user`. */
export const SignUpInput = z.object({
  user: z.union([
    z.object({ email: z.email(), password: z.string(), name: z.optional(z.string()) }),
    z.object({ provider: z.string(), access_token: z.string() }),
  ]),
  organization: z.object({ domain: OrganizationDomain, name: z.string().check(z.minLength(1)) }),
  payment: z.object({ token: z.string(), amount_cents: z.number().check(z.int(), z.nonnegative()) }),
});
export const SignUpResult = z.object({ status: z.enum(['created', 'payment_failed']), domain: z.optional(z.string()) });

export const SignCompleteInput = z.object({ code: z.string() });
export const PasswordRemindInput = z.object({ email: z.string() });
export const PasswordResetInput = z.object({ code: z.string(), email: z.string(), password: z.string() });
export const PreRegistrationInput = z.object({ email: z.email(), name: z.optional(z.string()), comments: z.optional(z.string()) });
export const MessageResponse = z.object({ message: z.string() });
