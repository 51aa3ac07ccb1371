/**
 * react-admin's undoable mutation queue, which it exports without documenting: its mutation hooks
 * in undoable mode (`useUpdate`, `useDelete`, an `<Edit>`'s save) hand their request to
 * `AddUndoableMutationContext` instead of sending it, and its notification takes it from
 * `TakeUndoableMutationContext` when the undo window ends (`{ isUndo: false }`: it is sent) or Undo
 * is pressed (`{ isUndo: true }`: nothing is sent). The console provides both contexts with its own
 * queue (internals/redrawn/UndoableMutationQueue) and takes from it in its own notification
 * (internals/redrawn/ConsoleNotification).
 */
export {
  AddUndoableMutationContext,
  TakeUndoableMutationContext,
  useAddUndoableMutation,
  useTakeUndoableMutation,
  type UndoableMutation,
} from 'react-admin';
