import { describe, expect, it } from 'vitest';
import { inPackages } from '../../../build/inPackages';
import { rechartsGroups, rechartsOnlyDependencies, type Lockfile } from '../../../build/rechartsGroups';

const lock: Lockfile = {
  packages: {
    '': { dependencies: { recharts: '3', 'ra-core': '5' } },
    'node_modules/recharts': { dependencies: { 'victory-vendor': '1', eventemitter3: '5', immer: '1' } },
    'node_modules/victory-vendor': { dependencies: { 'd3-scale': '4' } },
    'node_modules/ra-core': { dependencies: { eventemitter3: '5' } },
    'node_modules/some-lib/node_modules/immer': {},
  },
};

describe('inPackages', () => {
  it("matches a package's files, also nested and on Windows, not a package named alike", () => {
    const test = inPackages(['immer']);
    expect(test('/p/node_modules/immer/dist/immer.mjs')).toBe(true);
    expect(test('C:\\p\\node_modules\\x\\node_modules\\immer\\index.js')).toBe(true);
    expect(test('/p/node_modules/immer-plus/index.js')).toBe(false);
  });
});

describe('rechartsGroups (chunk groups)', () => {
  it('takes the packages only recharts depends on, leaving out those the console shares', () => {
    expect(rechartsOnlyDependencies(lock).sort()).toEqual(['immer', 'victory-vendor']);
  });

  it('puts the shared packages first, then recharts’ own dependencies, then recharts', () => {
    const groups = rechartsGroups(lock);
    expect(groups.map(({ name }) => name)).toEqual(['recharts-shared', 'recharts-deps', 'recharts']);
    const groupOf = (id: string) => groups.find(({ test }) => test(id))?.name;
    expect(groupOf('/p/node_modules/eventemitter3/index.js')).toBe('recharts-shared');
    expect(groupOf('/p/node_modules/victory-vendor/lib/d3.js')).toBe('recharts-deps');
    expect(groupOf('/p/node_modules/recharts/es6/index.js')).toBe('recharts');
  });

  it('reads the installed lock file by default', () => {
    expect(rechartsGroups()[2]!.test('/p/node_modules/recharts/es6/index.js')).toBe(true);
  });
});
