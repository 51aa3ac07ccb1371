import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, IconButton, Popover } from '@mui/material';
import { useButtonPopover } from '../../src/framework/layout/useButtonPopover';

/** A toolbar button as the console draws it: an icon button on a phone, a text button above. */
function Chooser({ phone }: { phone: boolean }) {
  const popover = useButtonPopover();
  return (
    <>
      {phone ? (
        <IconButton ref={popover.ref} aria-label="Columns" onClick={popover.show}>
          C
        </IconButton>
      ) : (
        <Button ref={popover.ref} onClick={popover.show}>
          Columns
        </Button>
      )}
      {popover.mounted && (
        <Popover {...popover.popoverProps} slotProps={{ transition: { onExited: popover.onExited } }}>
          <input aria-label="Search columns" autoFocus />
        </Popover>
      )}
    </>
  );
}

describe('useButtonPopover', () => {
  it('gives the focus back to the button drawn now when the one it opened from was drawn anew', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Chooser phone={false} />);
    const wide = screen.getByRole('button', { name: 'Columns' });
    await user.click(wide);
    expect(await screen.findByRole('textbox', { name: 'Search columns' })).toHaveFocus();

    // The window crosses a phone's width and back while it is open: the button is drawn anew twice.
    rerender(<Chooser phone />);
    rerender(<Chooser phone={false} />);
    const drawnNow = screen.getByRole('button', { name: 'Columns', hidden: true });
    expect(drawnNow).not.toBe(wide);
    expect(wide.isConnected).toBe(false);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Search columns' })).toBeNull());
    expect(drawnNow).toHaveFocus();
  });

  it('closes with the focus on the button it opened from', async () => {
    const user = userEvent.setup();
    render(<Chooser phone />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await screen.findByRole('textbox', { name: 'Search columns' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus());
  });
});
