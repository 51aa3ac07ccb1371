import type { Problem, RunOptions, ValidationSummary } from './types';

/** Messages to the CSV engine (a module Web Worker, or the same code in-thread where there is none). */
export type EngineRequest =
  | { id: number; type: 'preview'; file: Blob }
  | ({ id: number; type: 'validate'; file: Blob } & RunOptions)
  | ({ id: number; type: 'upload'; file: Blob; batchRows: number } & RunOptions)
  | { id: number; type: 'next' }
  | { id: number; type: 'cancel' };

/** Messages from the engine, tagged with the request's id. */
export type EngineEvent =
  | { id: number; type: 'preview'; rows: string[][]; problems: Problem[] }
  | { id: number; type: 'progress'; rows: number; bytes: number }
  | { id: number; type: 'validated'; summary: ValidationSummary }
  | { id: number; type: 'batch'; rows: string[][]; last: boolean }
  | { id: number; type: 'error'; message: string };
