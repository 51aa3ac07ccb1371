import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { packageImports } from '../../../build/packageImports';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function files(contents: Record<string, string>) {
  folder = mkdtempSync(join(tmpdir(), 'package-imports-'));
  for (const [name, code] of Object.entries(contents)) {
    mkdirSync(join(folder, name, '..'), { recursive: true });
    writeFileSync(join(folder, name), code);
  }
  return folder;
}

it('lists the packages a folder loads: imports, deep imports, re-exports and literal import()', () => {
  const root = files({
    'a.ts': "import { Box } from '@mui/material';\nimport 'dayjs/locale/de';\nexport { z } from 'zod/mini';\n",
    'deep/b.tsx':
      "import Add from '@mui/icons-material/Add';\nimport { type A, b } from 'mixed';\nconst lazy = () => import('recharts');\nexport * from 'star';\n",
  });
  expect(packageImports([root])).toEqual([
    '@mui/icons-material/Add',
    '@mui/material',
    'dayjs/locale/de',
    'mixed',
    'recharts',
    'star',
    'zod/mini',
  ]);
});

it('leaves out files, Node built-ins, type-only imports, computed import() and declaration files', () => {
  const root = files({
    'a.ts': [
      "import { x } from './x';",
      "import { y } from '../y.js';",
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'path';",
      "import type { Types } from 'types-only';",
      "export type { More } from 'more-types';",
      "const name = 'computed'; const later = () => import(name);",
      'const template = (n: string) => import(`./pages/${n}`);',
    ].join('\n'),
    'global.d.ts': "import 'declared';\n",
    'notes.md': "import 'prose';\n",
  });
  expect(packageImports([root])).toEqual([]);
});
