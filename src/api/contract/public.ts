import { z } from 'zod';

/** Sign-up as a client, `POST /internal-user`. */
export const SignUpInput = z.object({
  user: z.union([
    z.object({ email: z.email(), password: z.string(), name: z.string().optional() }),
    z.object({ provider: z.string(), access_token: z.string() }),
  ]),
  organization: z.object({ domain: z.string().regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/), name: z.string().min(1) }),
  payment: z.object({ token: z.string(), amount_cents: z.number().int().nonnegative() }),
});
export const SignUpResult = z.object({ status: z.enum(['created', 'payment_failed']), domain: z.string().optional() });

export const SignCompleteInput = z.object({ code: z.string() });
export const PasswordRemindInput = z.object({ email: z.string() });
export const PasswordResetInput = z.object({ code: z.string(), email: z.string(), password: z.string() });
export const PreRegistrationInput = z.object({ email: z.email(), name: z.string().optional(), comments: z.string().optional() });
export const MessageResponse = z.object({ message: z.string() });
