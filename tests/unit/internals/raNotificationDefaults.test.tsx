import { act, render, screen } from '@testing-library/react';
import { snackbarClasses } from '@mui/material';
import { Notification, useNotify } from 'react-admin';
import { raNotificationDefaults } from '../../../src/framework/internals/raNotificationDefaults';
import { coreAdmin } from './coreAdmin';
import { installedSource } from './installedSource';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What the installed react-admin's <Notification> does unless told otherwise (src/framework/internals/raNotificationDefaults.ts). */
describe('raNotificationDefaults', () => {
  it('shows a notification where anchorOrigin says, styled by the theme under themeName', async () => {
    let notify: ReturnType<typeof useNotify> | undefined;
    function Notifier() {
      notify = useNotify();
      return null;
    }
    const Wrapper = coreAdmin({
      theme: {
        components: {
          [raNotificationDefaults.themeName]: { styleOverrides: { root: { outlineColor: 'rgb(1, 2, 3)' } } },
        } as never,
      },
    });
    render(
      <Wrapper>
        <Notifier />
        <Notification />
      </Wrapper>,
    );
    act(() => notify?.('Saved'));
    const snackbar = (await screen.findByText('Saved')).closest(`.${snackbarClasses.root}`) as HTMLElement;
    const { vertical, horizontal } = raNotificationDefaults.anchorOrigin;
    const anchor = `anchorOrigin${capitalized(vertical)}${capitalized(horizontal)}`;
    expect(snackbar).toHaveClass(snackbarClasses[anchor as keyof typeof snackbarClasses]);
    expect(getComputedStyle(snackbar).outlineColor).toBe('rgb(1, 2, 3)');
  });

  it('keeps a notification autoHideDuration ms (read off its code: jsdom runs no snackbar timers worth trusting)', () => {
    const source = installedSource('ra-ui-materialui', 'dist/layout/Notification.js');
    expect(source.match(/\bautoHideDuration = (\d+)/)?.[1]).toBe(String(raNotificationDefaults.autoHideDuration));
  });
});
