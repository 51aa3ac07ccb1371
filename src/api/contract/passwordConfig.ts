import { z } from 'zod/mini';

/** An authentication type's password rules (SPEC §2 password settings). */
export const PasswordConfig = z.object({
  min_length: z.number().check(z.int(), z.minimum(1)),
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
