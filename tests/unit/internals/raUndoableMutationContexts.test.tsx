import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useUpdate, type DataProvider } from 'react-admin';
import {
  AddUndoableMutationContext,
  TakeUndoableMutationContext,
  useAddUndoableMutation,
  useTakeUndoableMutation,
  type UndoableMutation,
} from '../../../src/framework/internals/raUndoableMutationContexts';
import { coreAdmin, gadget } from './coreAdmin';

/** A queue of our own in both contexts, as the console's UndoableMutationQueue provides them. */
function withQueue(queue: UndoableMutation[], dataProvider: DataProvider) {
  const CoreAdmin = coreAdmin({ dataProvider });
  return function Queue({ children }: { children: ReactNode }) {
    return (
      <CoreAdmin>
        <TakeUndoableMutationContext.Provider value={() => queue.shift()}>
          <AddUndoableMutationContext.Provider value={(mutation) => queue.push(mutation)}>
            {children}
          </AddUndoableMutationContext.Provider>
        </TakeUndoableMutationContext.Provider>
      </CoreAdmin>
    );
  };
}

/** The installed react-admin hands its undoable mutations to the contexts src/framework/internals/raUndoableMutationContexts.ts names. */
describe('raUndoableMutationContexts', () => {
  const rename = async (isUndo: boolean) => {
    const update = vi.fn(async () => ({ data: { ...gadget, name: 'Cog' } }));
    const queue: UndoableMutation[] = [];
    const { result } = renderHook(
      () => ({ update: useUpdate(), add: useAddUndoableMutation(), take: useTakeUndoableMutation() }),
      { wrapper: withQueue(queue, { update } as unknown as DataProvider) },
    );
    act(() => {
      void result.current.update[0](
        'gadget',
        { id: 1, data: { name: 'Cog' }, previousData: gadget },
        { mutationMode: 'undoable' },
      );
    });
    await waitFor(() => expect(queue).toHaveLength(1));
    expect(update).not.toHaveBeenCalled();
    act(() => result.current.take()?.({ isUndo }));
    return update;
  };

  it("adds an undoable update to AddUndoableMutationContext's queue and sends nothing until it is taken", async () => {
    const update = await rename(false);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  });

  it('sends nothing when the mutation taken from TakeUndoableMutationContext is undone', async () => {
    const update = await rename(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(update).not.toHaveBeenCalled();
  });

  it('reads both contexts through its hooks', () => {
    const queue: UndoableMutation[] = [];
    const { result } = renderHook(() => ({ add: useAddUndoableMutation(), take: useTakeUndoableMutation() }), {
      wrapper: withQueue(queue, {} as DataProvider),
    });
    const mutation: UndoableMutation = () => undefined;
    result.current.add(mutation);
    expect(queue).toEqual([mutation]);
    expect(result.current.take()).toBe(mutation);
  });
});
