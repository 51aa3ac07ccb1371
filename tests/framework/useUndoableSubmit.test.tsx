import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { CoreAdminContext, memoryStore, useNotificationContext, type AuthProvider } from 'react-admin';
import { useTakeUndoableMutation } from '../../src/framework/internals/raUndoableMutationContexts';
import { UndoableMutationQueue } from '../../src/framework/internals/redrawn/UndoableMutationQueue';
import { useUndoableSubmit, type UndoOutcome } from '../../src/framework/pendingChanges/useUndoableSubmit';

const STORAGE_KEY = 'identity-console.pendingChanges';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'u1', fullName: 'Ada' }),
};

/** Submits a rename on click, and ends the undo window as the notification would (Undo, or its end). */
function Rename({ sent, outcomes }: { sent: string[]; outcomes: UndoOutcome<string>[] }) {
  const submit = useUndoableSubmit();
  const take = useTakeUndoableMutation();
  const { notifications } = useNotificationContext();
  const [undone, setUndone] = useState(0);
  const rename = () =>
    void submit({
      send: () => {
        sent.push('Audit');
        return Promise.resolve('renamed');
      },
      undo: () => setUndone((count) => count + 1),
      notice: { message: 'Permission renamed' },
      change: {
        resource: 'permission',
        record: 'Audit',
        action: 'update',
        fields: ['resources.permission.fields.title'],
        send: { via: 'dataProvider', method: 'update', params: { id: 1, data: { title: 'Audit' } } },
      },
    }).then((outcome) => outcomes.push(outcome));
  return (
    <>
      <button onClick={rename}>Rename</button>
      <button onClick={() => take()?.({ isUndo: true })}>Undo</button>
      <button onClick={() => take()?.({ isUndo: false })}>Window ends</button>
      <output aria-label="notice">
        {notifications.map((n) => `${n.message}${n.notificationOptions?.undoable ? ' (undoable)' : ''}`).join()}
      </output>
      <output aria-label="undone">{undone}</output>
    </>
  );
}

function show() {
  const sent: string[] = [];
  const outcomes: UndoOutcome<string>[] = [];
  render(
    <CoreAdminContext store={memoryStore()} authProvider={authProvider}>
      <UndoableMutationQueue>
        <Rename sent={sent} outcomes={outcomes} />
      </UndoableMutationQueue>
    </CoreAdminContext>,
  );
  return { sent, outcomes };
}

const click = (name: string) => act(() => screen.getByRole('button', { name }).click());
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown[];

afterEach(() => localStorage.clear());

describe('an undoable submission', () => {
  it('offers Undo, keeps the described change until the window ends, then sends it and resolves with its answer', async () => {
    const { sent, outcomes } = show();
    await screen.findByRole('button', { name: 'Rename' });
    await waitFor(() => expect(stored()).toEqual([])); // the identity is known: changes are kept for the user
    await click('Rename');
    expect(screen.getByRole('status', { name: 'notice' })).toHaveTextContent('Permission renamed (undoable)');
    expect(sent).toEqual([]);
    await waitFor(() => expect(stored()).toHaveLength(1));
    await click('Window ends');
    await waitFor(() => expect(outcomes).toEqual([{ undone: false, value: 'renamed' }]));
    expect(sent).toEqual(['Audit']);
    expect(stored()).toEqual([]);
  });

  it('on Undo sends nothing, puts back what was shown and resolves as undone', async () => {
    const { sent, outcomes } = show();
    await screen.findByRole('button', { name: 'Rename' });
    await click('Rename');
    await click('Undo');
    await waitFor(() => expect(outcomes).toEqual([{ undone: true }]));
    expect(screen.getByRole('status', { name: 'undone' })).toHaveTextContent('1');
    expect(sent).toEqual([]);
    expect(stored()).toEqual([]);
  });
});
