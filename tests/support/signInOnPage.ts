import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ADMIN } from './renderApp';

/** Signs the administrator in through the sign-in page on screen, as a user would. */
export async function signInOnPage(user: UserEvent) {
  await user.type(screen.getByLabelText(/E-mail/), ADMIN.email);
  await user.type(screen.getByLabelText(/Password/), ADMIN.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Signs in again after a forced sign-out and finds the dialog offering the one change not saved. */
export async function signInForOfferedChange(user: UserEvent) {
  await signInOnPage(user);
  return screen.findByRole('dialog', { name: '1 change was not saved' }, { timeout: 8_000 });
}
