// Reason: the component tests bundle exactly the packages the console imports, read from its sources.
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { parseSync } from 'vite';

/** A specifier that names a package (`react-admin`, `@mui/icons-material/Add`): not a file, not Node's. */
const namesPackage = (specifier: string) => !/^(\.|\/|[a-z]+:)/.test(specifier) && !isBuiltin(specifier);

/** The specifier of `import('…')` when it is a plain string, else undefined. */
const literal = (text: string) => /^(['"`])([^'"`$]*)\1$/.exec(text)?.[2];

/**
 * Every package the `.ts`/`.tsx` files under these folders load when they run, as written in their
 * imports (deep imports as such: `@mui/icons-material/Add`), read from the bundler's parse of each
 * file: static imports, re-exports and `import('…')` of a plain string. `import type` and
 * `export type` load nothing and are left out. Sorted.
 */
export function packageImports(folders: readonly string[]): string[] {
  const found = new Set<string>();
  const add = (specifier: string | undefined) => {
    if (specifier && namesPackage(specifier)) found.add(specifier);
  };
  for (const folder of folders)
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts')) continue;
      const path = join(folder, file);
      const code = readFileSync(path, 'utf8');
      const { module } = parseSync(path, code);
      for (const statement of module.staticImports)
        if (!statement.entries.length || statement.entries.some((entry) => !entry.isType))
          add(statement.moduleRequest.value);
      for (const statement of module.staticExports)
        for (const entry of statement.entries) if (entry.moduleRequest && !entry.isType) add(entry.moduleRequest.value);
      for (const { moduleRequest } of module.dynamicImports)
        add(literal(code.slice(moduleRequest.start, moduleRequest.end)));
    }
  return [...found].sort();
}
