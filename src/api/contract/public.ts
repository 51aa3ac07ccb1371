import { z } from 'zod/mini';
import { email, identifier, plainText, text, textLimits } from './rules/fieldRules';

/** Organization domain: only the part before the platform domain (SPEC §5), e.g. `my-org`. */
export const OrganizationDomain = z.string().check(z.regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/));

/** Sign-up as a client, `POST /internal-user`. */
export const SignUpInput = z.strictObject({
  user: z.union([
    z.strictObject({ email: email(), password: text(), name: z.optional(plainText()) }),
    z.strictObject({ provider: z.string(), access_token: text() }),
  ]),
  organization: z.strictObject({ domain: OrganizationDomain, name: identifier() }),
  payment: z.strictObject({ token: z.string(), amount_cents: z.number().check(z.int(), z.nonnegative()) }),
});
export const SignUpResult = z.object({ status: z.enum(['created', 'payment_failed']), domain: z.optional(z.string()) });

/** `GET /internal-organization/availability?domain=`: whether sign-up can still take a domain. */
export const DomainAvailabilityQuery = z.strictObject({ domain: z.string() });
export const DomainAvailability = z.object({ domain: z.string(), available: z.boolean() });

export const SignCompleteInput = z.strictObject({ code: z.string() });
export const PasswordRemindInput = z.strictObject({ email: z.string() });
/** The reset link's code, checked when the page opens. */
export const PasswordResetCheckQuery = z.strictObject({ code: z.string() });
export const PasswordResetInput = z.strictObject({ code: z.string(), email: z.string(), password: z.string() });
export const PreRegistrationInput = z.strictObject({
  email: email(),
  name: z.optional(plainText()),
  comments: z.optional(text(textLimits.note)),
});
