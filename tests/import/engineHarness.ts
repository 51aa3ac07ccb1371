import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEngineCore } from '../../src/import/engineCore';
import type { EngineEvent, EngineRequest } from '../../src/import/engineProtocol';
import { guessMapping } from '../../src/import/mapping';
import type { ImportPlan, RunOptions, ValidationSummary } from '../../src/import/types';

/** The user import plan as the wizard builds it from resources/user.ts. */
export const userPlan: ImportPlan = {
  fields: [
    { name: 'username', kind: 'text' },
    { name: 'name', kind: 'text' },
    { name: 'email', kind: 'email' },
    { name: 'password', kind: 'text' },
    { name: 'note', kind: 'text' },
  ],
  required: ['username'],
  atLeastOneOf: [['name', 'email']],
};

export const corpusFile = (name: string) =>
  new File([readFileSync(join(import.meta.dirname, 'corpus', name))], name, { type: 'text/csv' });

type Request = EngineRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** Runs one engine request on this thread (as the worker does) and collects its events until it ends. */
export function runEngine(
  request: Request,
  onBatch?: (rows: string[][], send: (r: EngineRequest) => void) => void,
): Promise<EngineEvent[]> {
  return new Promise((resolve) => {
    const events: EngineEvent[] = [];
    const handle = createEngineCore((event) => {
      events.push(event);
      if (event.type === 'batch') {
        onBatch?.(event.rows, handle);
        setTimeout(() => handle({ id: 1, type: 'next' }));
        if (event.last) resolve(events);
      } else if (event.type !== 'progress') resolve(events);
    });
    handle({ ...request, id: 1 } as EngineRequest);
  });
}

export async function preview(file: File) {
  const events = await runEngine({ type: 'preview', file });
  const event = events.at(-1)!;
  if (event.type !== 'preview') throw new Error(JSON.stringify(event));
  return event;
}

/** Preview, mapping pre-filled by name, full validation: what the wizard does before "Start import". */
export async function validateLikeTheWizard(
  file: File,
  plan: ImportPlan = userPlan,
  skipFirstLine = true,
): Promise<{ summary: ValidationSummary; options: RunOptions }> {
  const { rows } = await preview(file);
  const options: RunOptions = {
    plan,
    mapping: guessMapping(plan, skipFirstLine ? (rows[0] ?? null) : null),
    skipFirstLine,
  };
  const events = await runEngine({ type: 'validate', file, ...options });
  const event = events.at(-1)!;
  if (event.type !== 'validated') throw new Error(JSON.stringify(event));
  return { summary: event.summary, options };
}
