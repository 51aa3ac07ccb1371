import type { ParseConfig } from 'papaparse';

/**
 * papaparse settings shared by the worker, the tests and the benchmark: no header handling and no
 * type coercion ("0012" stays "0012"), delimiter detected, blank lines skipped.
 */
export const csvParseConfig = {
  header: false,
  dynamicTyping: false,
  skipEmptyLines: 'greedy',
  delimiter: '',
} as const satisfies ParseConfig;
