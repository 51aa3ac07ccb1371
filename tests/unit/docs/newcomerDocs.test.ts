import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The tests run from the repository's root.
const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');
const lines = (text: string) => text.trimEnd().split('\n').length;

describe("a newcomer's docs (issue 46)", () => {
  it('keeps the README to 150 lines: run, test, configure, where to read next', () => {
    const readme = read('README.md');
    expect(lines(readme)).toBeLessThanOrEqual(150);
    for (const heading of ['## Run', '## Test', '## Configure', '## Where to read next'])
      expect(readme).toContain(`\n${heading}\n`);
  });

  it('keeps ARCHITECTURE.md to 160 lines, needing nothing outside the repository', () => {
    const architecture = read('docs/ARCHITECTURE.md');
    expect(lines(architecture)).toBeLessThanOrEqual(160);
    expect(architecture.match(/\.\.\/(?:\.\.\/)*shared|\]\(\.\.\/\.\.\//g)).toBeNull();
  });
});
