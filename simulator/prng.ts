/** Deterministic pseudo-random numbers for the seed (mulberry32). Never use Math.random in the simulator. */
export interface Rng {
  next(): number; // [0, 1)
  int(min: number, max: number): number; // inclusive
  pick<T>(items: readonly T[]): T;
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function createRng(seed: number | string): Rng {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
    sample: <T>(items: readonly T[], count: number) => {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length > 0) out.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
      return out;
    },
    chance: (p: number) => next() < p,
  };
}

/** Opaque random token (tokens and API keys: unguessable, so not from the seeded PRNG). */
export function randomToken(prefix = '', bytes = 24): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return prefix + Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}
