export interface Clock {
  now(): number;
  advance(ms: number): void;
  /** Back to the start time (manual) / to no offset (real). */
  reset(): void;
}

export const defaultStartAt = Date.parse('2026-11-20T09:00:00Z');

/** 'manual': starts at `startAt` and moves only with advance(); 'real': wall time plus the advanced offset. */
export function createClock(mode: 'real' | 'manual', startAt: number): Clock {
  let offset = 0;
  return {
    now: () => (mode === 'manual' ? startAt : Date.now()) + offset,
    advance: (ms: number) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

export const iso = (ms: number): string => new Date(ms).toISOString();
