import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

describe('the payment provider', () => {
  it('is chosen by configuration: no console code names the simulated provider, so no build carries it', () => {
    const naming = ['src', 'resources']
      .flatMap((dir) => sources(join(root, dir)))
      .filter((file) => {
        const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
        return code.includes('__provider/');
      })
      .map((file) => relative(root, file));
    expect(naming).toEqual([]);
  });
});
