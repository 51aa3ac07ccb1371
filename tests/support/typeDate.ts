import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types `text` into the date field named `label` as a keyboard user does: into its first part
 * (the day, month or year, as the console's language orders them), the digits moving on by themselves.
 */
export async function typeDate(user: UserEvent, label: string, text: string) {
  // The picker's code loads on first use: a plain field stands in meanwhile.
  const field = await screen.findByRole('group', { name: label }, { timeout: 15_000 });
  await user.click(within(field).getAllByRole('spinbutton')[0]!);
  await user.keyboard(text);
  return field;
}
