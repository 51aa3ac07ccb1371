import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { installedSource } from './installedSource';
import { mutants } from './mutants';

const folder = join(process.cwd(), 'src/framework/internals');
// The files of the folder; redrawn/ holds the re-drawn components (decision 0010), tested as components.
const internals = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => entry.name.replace(/\.tsx?$/, ''));

describe('src/framework/internals', () => {
  it('has a test and a mutant (tests/unit/internals/mutants.ts) for every internal', () => {
    const untested = internals.filter(
      (name) =>
        !['test.ts', 'test.tsx', 'dom.test.ts'].some((extension) =>
          existsSync(join(__dirname, `${name}.${extension}`)),
        ),
    );
    const unmutated = internals.filter((name) => !mutants.some((mutant) => mutant.internal === name));
    expect({ untested, unmutated }).toEqual({ untested: [], unmutated: [] });
  });

  it("finds each mutant's text in the installed library, so scripts/internalsMutants.ts can change it", () => {
    const missing = mutants.filter((mutant) => !installedSource(mutant.package, mutant.file).includes(mutant.from));
    expect(missing).toEqual([]);
  });
});
