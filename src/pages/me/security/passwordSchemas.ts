import { z } from 'zod/mini';

const filled = () => z.string().check(z.minLength(1));
const repeatMatches = z.refine(
  (values: unknown) =>
    (values as { password: string; repeat: string }).password === (values as { repeat: string }).repeat,
  {
    message: 'validation.passwordsDiffer',
    path: ['repeat'],
  },
);

/** Password change (SPEC §5): current_password, password, repeat; repeat must equal password. */
export const PasswordChangeForm = z
  .object({ current_password: filled(), password: filled(), repeat: filled() })
  .check(repeatMatches);

/** A new username/password login for an account that signs in socially only. */
export const PasswordLoginForm = z.object({ password: filled(), repeat: filled() }).check(repeatMatches);
