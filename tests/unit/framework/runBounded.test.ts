import { runBounded } from '../../../resources/user/bulk/runBounded';

describe('runBounded', () => {
  it('runs at most `limit` tasks at a time, reports progress and counts failures', async () => {
    let running = 0;
    let peak = 0;
    const progress: number[] = [];
    const summary = await runBounded(
      [1, 2, 3, 4, 5, 6, 7],
      3,
      async (n) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (n % 3 === 0) throw new Error('fails');
      },
      (finished) => progress.push(finished),
    );
    expect(peak).toBe(3);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(summary).toEqual({ done: 5, failed: 2 });
  });

  it('handles an empty selection', async () => {
    expect(await runBounded([], 4, async () => undefined)).toEqual({ done: 0, failed: 0 });
  });
});
