/**
 * The server's answer to a change whose sender cannot return it (react-admin's undoable mutations
 * return nothing): whoever learns the answer settles it, the queue waits on `promise`. A rejection
 * nobody waits for is not reported as unhandled.
 */
export type SendAnswer = {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
};

export function createSendAnswer(): SendAnswer {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
