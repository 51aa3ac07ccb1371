import { PathQueue } from '../../../src/api/http/PathQueue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('PathQueue', () => {
  it('starts a task on the same path (ignoring the query) only after the previous one settled, even if it failed', async () => {
    const queue = new PathQueue();
    const first = deferred();
    const started: string[] = [];

    const a = queue.run('/a?x=1', () => {
      started.push('first');
      return first.promise;
    });
    const b = queue.run('/a', async () => {
      started.push('second');
    });
    const other = queue.run('/b', async () => {
      started.push('other');
    });

    await other;
    expect(started).toEqual(['first', 'other']);

    first.reject(new Error('boom'));
    await expect(a).rejects.toThrow('boom');
    await b;
    expect(started).toEqual(['first', 'other', 'second']);
  });

  it('forgets idle paths', async () => {
    const queue = new PathQueue();
    await queue.run('/a', async () => 1);
    await Promise.resolve();
    expect(queue.size).toBe(0);
  });
});
