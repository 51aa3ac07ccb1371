/**
 * bench/RESULTS.md is shared by all benchmarks: each owns one section between
 * `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` and rewrites only that section.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

export const resultsFile = join(import.meta.dirname, 'RESULTS.md');

const HEADER = [
  '# Benchmark results',
  '',
  'Written by `npm run bench` (bench/run.ts). Each section is rewritten by its own benchmark; numbers are',
  'from the machine named in the section.',
  '',
].join('\n');

/** One line naming the machine and the date, for the top of a section. */
export function machineLine(date: Date = new Date()): string {
  const cpuList = cpus();
  const model = cpuList[0]?.model.trim() ?? 'unknown CPU';
  return `Machine: ${model}, ${cpuList.length} cores, Node ${process.version}, ${process.platform}/${process.arch}; run ${date.toISOString()}.`;
}

/** Replaces (or appends) the section `name` of RESULTS.md with `body`. */
export function writeSection(name: string, body: string, file: string = resultsFile): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
