/** Outcome counts of a bulk run. */
export interface BulkSummary {
  done: number;
  failed: number;
}

/**
 * Runs `task` for every item, at most `limit` at a time, reporting progress after each one; never
 * throws (a failed item counts as failed). Resolves with how many succeeded and failed.
 */
export async function runBounded<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
  onProgress: (finished: number, total: number) => void = () => undefined,
): Promise<BulkSummary> {
  let next = 0;
  let finished = 0;
  const summary: BulkSummary = { done: 0, failed: 0 };
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
        summary.done++;
      } catch {
        summary.failed++;
      }
      onProgress(++finished, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return summary;
}
