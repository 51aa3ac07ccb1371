/**
 * Import first in a test file that waits for an undo window: a notification (and so an undoable
 * change's window) stays 2 s instead of the console's 4 s, so that the file spends less time
 * waiting; what happens when the window ends is the same. Not for tests that act inside a window
 * (undo.test.tsx queues two deletes and undoes one: it keeps the console's 4 s).
 */
vi.mock('../../src/framework/internals/raNotificationDefaults', async (importOriginal) => {
  const { raNotificationDefaults } =
    await importOriginal<typeof import('../../src/framework/internals/raNotificationDefaults')>();
  return { raNotificationDefaults: { ...raNotificationDefaults, autoHideDuration: 2_000 } };
});

/** The shortened window, with the ~0.2 s the notification takes to close and a margin. */
export const UNDO_WINDOW_MS = 2_500;
