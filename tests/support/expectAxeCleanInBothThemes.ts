import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import axe from 'axe-core';

/** The page's main region has no axe violation (jsdom computes no colours: contrast is the browser suite's). */
async function expectMainAxeClean() {
  const result = await axe.run(screen.getByRole('main'), { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/**
 * Checks the signed-in console's main region in the current (light) theme, switches to the dark
 * one with the app bar's toggle, waits for react-admin's store to keep it, and checks again.
 */
export async function expectAxeCleanInBothThemes(user: ReturnType<typeof userEvent.setup>) {
  await expectMainAxeClean();
  await user.click(screen.getByRole('button', { name: 'Toggle light/dark mode' }));
  await waitFor(() =>
    expect(Object.keys(localStorage).some((key) => key.endsWith('.theme') && localStorage[key] === '"dark"')).toBe(
      true,
    ),
  );
  await expectMainAxeClean();
}
