/** Fault injection: a matching spec answers before any handler logic. */
export interface FaultSpec {
  /** HTTP method or '*'. */
  method: string;
  /** Path relative to apiBase; '*' matches one segment ('/project/*'); '*' alone matches every path. */
  path: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  /** 200 with a body that is not valid JSON. */
  malformed?: boolean;
  /** Network error (HttpResponse.error()). */
  network?: boolean;
  /**
   * The answer never comes: the request is held until the client aborts it (navigates away,
   * cancels), which is what an abort looks like from the server. A client that has not aborted
   * after `delayMs` (default 30 s) sees the connection drop (network error).
   */
  abort?: boolean;
  /** How many requests it applies to; default: until cleared. */
  times?: number;
  /** Matching requests let through before it applies (`skip: 2` hits the third: a batch in the middle of an upload). */
  skip?: number;
}

export interface FaultList {
  add(fault: FaultSpec): void;
  clear(): void;
  /** Finds (and consumes one use of) the first fault matching the request. */
  take(method: string, path: string): FaultSpec | undefined;
  list(): FaultSpec[];
}

export function pathPattern(pattern: string): RegExp {
  if (pattern === '*') return /^.*$/;
  const body = pattern
    .split('/')
    .map((segment) =>
      segment === '*' ? '[^/]+' : segment === '**' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}/?$`);
}

export function createFaultList(): FaultList {
  let faults: { spec: FaultSpec; left: number; skip: number; re: RegExp }[] = [];
  return {
    add(spec) {
      faults.push({ spec, left: spec.times ?? Infinity, skip: spec.skip ?? 0, re: pathPattern(spec.path) });
    },
    clear() {
      faults = [];
    },
    take(method, path) {
      const hit = faults.find(
        (f) => (f.spec.method === '*' || f.spec.method.toUpperCase() === method.toUpperCase()) && f.re.test(path),
      );
      if (!hit) return undefined;
      if (hit.skip > 0) {
        hit.skip -= 1;
        return undefined;
      }
      hit.left -= 1;
      if (hit.left <= 0) faults = faults.filter((f) => f !== hit);
      return hit.spec;
    },
    list: () => faults.map((f) => f.spec),
  };
}
