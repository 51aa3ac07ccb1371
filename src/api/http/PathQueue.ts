/**
 * Serialises requests to the same path (SPEC §4 "Request handling"): a second request to a path
 * starts only when the first has settled. The key is the path without its query string and
 * regardless of method; different paths run in parallel.
 *
 * The spec describes polling a "request running" flag about every 100 ms; chaining each task on
 * the previous task's promise gives the same ordering without the polling delay or timers.
 */
export class PathQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(path: string, task: () => Promise<T>): Promise<T> {
    const key = PathQueue.keyOf(path);
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Number of paths with a running or waiting request (for diagnostics and tests). */
  get size(): number {
    return this.tails.size;
  }

  static keyOf(path: string): string {
    const end = path.search(/[?#]/);
    return end === -1 ? path : path.slice(0, end);
  }
}
