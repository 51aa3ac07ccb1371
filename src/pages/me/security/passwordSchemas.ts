import { z } from 'zod/mini';
import type { PasswordConfig } from '../../../api/contract/authType';
import { passwordProblem } from '../../../framework/passwordProblem';

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

/** The new password kept to the password rules (SPEC §5, the init data's password_config), under the password field. */
const keepsRules = (config: PasswordConfig) =>
  z.superRefine((values: { password: string }, ctx) => {
    const problem = values.password ? passwordProblem(values.password, config) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'], input: values.password });
  });

/** The password change form with the password rules. */
export const passwordChangeForm = (config: PasswordConfig) => PasswordChangeForm.check(keepsRules(config));

/** The password login form with the password rules. */
export const passwordLoginForm = (config: PasswordConfig) => PasswordLoginForm.check(keepsRules(config));
