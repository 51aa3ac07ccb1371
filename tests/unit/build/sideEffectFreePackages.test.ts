import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SIDE_EFFECT_FREE_PACKAGES, sideEffectFreeRules } from '../../../build/sideEffectFreePackages';

const require = createRequire(import.meta.url);

/** Runs a CommonJS file (or a changed copy's `code`) in a fresh global context; returns its exports and the globals it added. */
function loadInFreshContext(file: string, code = readFileSync(file, 'utf8')) {
  const context = createContext({});
  const before = new Set(runInContext('Object.getOwnPropertyNames(globalThis)', context) as string[]);
  const module = { exports: {} as unknown };
  const wrapper = runInContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, context) as (
    ...args: unknown[]
  ) => void;
  wrapper(module.exports, createRequire(file), module, file, file);
  const after = runInContext('Object.getOwnPropertyNames(globalThis)', context) as string[];
  return { exports: module.exports, addedGlobals: after.filter((name) => !before.has(name)) };
}

describe.each(SIDE_EFFECT_FREE_PACKAGES)('%s, built as free of side effects', (name) => {
  const file = require.resolve(name);

  it('is matched by its tree-shaking rule where it is installed', () => {
    expect(sideEffectFreeRules.some((rule) => rule.sideEffects === false && rule.test.test(file))).toBe(true);
  });

  it('only defines its exports when loaded: no global written', () => {
    const { exports, addedGlobals } = loadInFreshContext(file);
    expect(addedGlobals).toEqual([]);
    expect(typeof exports).toBe('function');
  });

  it('is caught by that check when a release writes a global', () => {
    const changed = `${readFileSync(file, 'utf8')}\nglobalThis.__installed = true;`;
    expect(loadInFreshContext(file, changed).addedGlobals).toEqual(['__installed']);
  });
});
