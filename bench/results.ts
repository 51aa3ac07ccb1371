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
  'The current figures, each section with the command that produced it and the machine it ran on.',
  '',
].join('\n');

/** The command that runs the benchmarks as this process was run (`npm run bench -- --only=…`). */
function benchCommand(args: readonly string[] = process.argv.slice(2)): string {
  return args.length ? `npm run bench -- ${args.join(' ')}` : 'npm run bench';
}

/** The line that ends a section: the command that produced it and the machine it ran on. */
export function machineLine(args?: readonly string[]): string {
  const cpuList = cpus();
  const model = cpuList[0]?.model.trim() ?? 'unknown CPU';
  return `Command: \`${benchCommand(args)}\`; machine: ${model}, ${cpuList.length} cores, Node ${process.version}, ${process.platform}/${process.arch}.`;
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
