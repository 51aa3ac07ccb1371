import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BulkToolbarSlot } from '../../src/framework/recordsList/BulkToolbarSlot';
import { InBulkToolbar } from '../../src/framework/recordsList/InBulkToolbar';
import { KeptBulkActions } from '../../src/framework/recordsList/KeptBulkActions';

/** A bulk action with state of its own: what was chosen, shown beside its button (as a dialog would). */
function Choose({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <InBulkToolbar>
        <button type="button" onClick={() => setCount(count + 1)}>
          {name}
        </button>
      </InBulkToolbar>
      <output aria-label={`${name} chosen`}>{count}</output>
    </>
  );
}

/** The table's toolbar at a desktop's width, the cards' at a phone's: each its own element. */
function Rows({ phone }: { phone: boolean }) {
  return (
    <KeptBulkActions actions={[<Choose key="a" name="Assign" />, <Choose key="r" name="Revoke" />]}>
      {phone ? (
        <ul aria-label="cards' toolbar">
          <BulkToolbarSlot />
        </ul>
      ) : (
        <div role="toolbar" aria-label="table's toolbar">
          <BulkToolbarSlot />
        </div>
      )}
    </KeptBulkActions>
  );
}

const buttonsIn = (toolbar: HTMLElement) =>
  within(toolbar)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('KeptBulkActions', () => {
  it('keeps each action’s state when the table gives way to the cards; the buttons follow, in order', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Rows phone={false} />);
    expect(buttonsIn(screen.getByRole('toolbar', { name: "table's toolbar" }))).toEqual(['Assign', 'Revoke']);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    rerender(<Rows phone />);
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(buttonsIn(screen.getByRole('list', { name: "cards' toolbar" }))).toEqual(['Assign', 'Revoke']);
    expect(screen.getByRole('status', { name: 'Assign chosen' })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Revoke' }));

    rerender(<Rows phone={false} />);
    expect(buttonsIn(screen.getByRole('toolbar', { name: "table's toolbar" }))).toEqual(['Assign', 'Revoke']);
    expect(screen.getByRole('status', { name: 'Assign chosen' })).toHaveTextContent('2');
    expect(screen.getByRole('status', { name: 'Revoke chosen' })).toHaveTextContent('1');
  });

  it('outside it, an action’s button stays where it is rendered', () => {
    render(<Choose name="Delete" />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
