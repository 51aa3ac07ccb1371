import { CsvEngine } from '../../src/import/csvEngine';
import type { ImportField, ImportPlan } from '../../src/import/types';

/**
 * Runs in Chromium (bench/csv.ts): raw papaparse rows/s and the console's validation rows/s, both in
 * module workers on the same file, and the main thread's long tasks while validation runs.
 */
declare global {
  interface Window {
    runCsvBench: (url: string, rounds: number) => Promise<unknown>;
  }
}

const kinds: ImportField['kind'][] = ['text', 'email', 'boolean', 'number', 'text'];
const plan: ImportPlan = {
  fields: Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, kind: kinds[i % kinds.length]! })),
  required: ['f0'],
  atLeastOneOf: [['f1', 'f2']],
};
const mapping = Object.fromEntries(plan.fields.map((field, i) => [field.name, i]));

function raw(file: Blob): Promise<{ rows: number; ms: number }> {
  const worker = new Worker(new URL('./rawWorker.ts', import.meta.url), { type: 'module' });
  const started = performance.now();
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<number>) => {
      resolve({ rows: event.data, ms: performance.now() - started });
      worker.terminate();
    };
    worker.postMessage(file);
  });
}

async function validated(file: Blob): Promise<{ rows: number; ms: number; problems: number; longTasks: number[] }> {
  const engine = new CsvEngine();
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => longTasks.push(entry.duration)),
  );
  observer.observe({ type: 'longtask', buffered: false });
  const started = performance.now();
  let updates = 0;
  const summary = await engine.validate(file, { plan, mapping, skipFirstLine: true }, () => {
    updates += 1;
    document.getElementById('status')!.textContent = `checked chunk ${updates}`; // the page keeps rendering progress
  });
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  engine.dispose();
  return { rows: summary.rows + 1, ms, problems: summary.problemCount, longTasks };
}

window.runCsvBench = async (url: string, rounds: number) => {
  const file = await (await fetch(url)).blob();
  const previewEngine = new CsvEngine();
  const previewStarted = performance.now();
  await previewEngine.preview(file);
  const previewMs = performance.now() - previewStarted; // includes starting the worker
  previewEngine.dispose();
  const results = [];
  for (let round = 0; round < rounds; round += 1)
    results.push({ raw: await raw(file), validated: await validated(file) });
  return { bytes: file.size, previewMs, results };
};
