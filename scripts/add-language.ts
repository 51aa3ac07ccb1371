/**
 * `npm run add:language -- <code>`: adds a language to the console (docs/decisions/0023):
 * - i18n/locales.ts, the one language list, names it (in its own language, from `Intl`);
 * - i18n/<code>/: a catalog skeleton with every namespace of the English one, each text in English
 *   (laid out in the language's plural forms) and listed as pending in i18n/<code>/pending.json,
 *   which `npm run i18n:pending` lists and `npm test` counts until each is translated;
 * - src/framework/i18n/datePickers/languages/<code>.ts: the date pickers' words and calendar, from
 *   MUI X's translation and dayjs's locale of the language when they have one.
 * Everything else (config.json's `languages`, the language menu, the tests) follows the list.
 *
 *   npm run add:language -- it
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { en } from '../i18n/en';
import { catalogExport, locales } from '../i18n/locales';
import { markPending } from './catalog/pendingFile';
import { inPluralForms } from './catalog/pluralVariants';

const code = process.argv[2] ?? '';
const usage = 'usage: npm run add:language -- <code>   (an ISO 639 code, e.g. it, pl, or with a region: pt-BR)';
if (!/^[a-z]{2,3}(-[A-Z]{2})?$/.test(code)) {
  console.error(`add:language: "${code}" is no language code\n${usage}`);
  process.exit(2);
}
if (locales.some((l) => l.locale === code)) {
  console.error(`add:language: ${code} is a language of the console already (i18n/locales.ts)`);
  process.exit(1);
}
const root = process.cwd();
const dir = join(root, 'i18n', code);
if (existsSync(dir)) {
  console.error(`add:language: i18n/${code}/ exists already`);
  process.exit(1);
}
const ident = catalogExport(code);
const named = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
const name = named.charAt(0).toLocaleUpperCase(code) + named.slice(1);
/** The language's name in English, for the files' comments. */
const english = new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;

/** The English texts of a namespace, laid out in the language's plural forms; their dotted keys. */
function skeleton(node: unknown, prefix: string, keys: string[]): unknown {
  if (typeof node === 'string') {
    keys.push(prefix);
    return inPluralForms(node, code);
  }
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).map(([key, value]) => [
      key,
      skeleton(value, `${prefix}.${key}`, keys),
    ]),
  );
}

mkdirSync(dir, { recursive: true });
const written: string[] = [];
const pending: string[] = [];
const namespaces = Object.keys(en) as (keyof typeof en)[];
for (const namespace of namespaces) {
  const file = join(dir, `${namespace}.ts`);
  const texts = skeleton(en[namespace], namespace, pending);
  writeFileSync(
    file,
    `import type { Messages } from '../Messages';

/** \`${namespace}.*\` in ${english}: the English texts until translated (each listed in i18n/${code}/pending.json). */
export const ${namespace} = ${JSON.stringify(texts, null, 2)} satisfies Messages['${namespace}'];
`,
  );
  written.push(file);
}
const index = join(dir, 'index.ts');
writeFileSync(
  index,
  `import type { Messages } from '../Messages';
${namespaces.map((namespace) => `import { ${namespace} } from './${namespace}';`).join('\n')}

/** The ${english} catalog (\`npm run add:language\`): its entries wait for a translation (\`npm run i18n:pending\`). */
export const ${ident} = {
${namespaces.map((namespace) => `  ${namespace},`).join('\n')}
} satisfies Messages;
`,
);
written.push(index, markPending(code, pending, root));

// The one language list.
const localesFile = join(root, 'i18n', 'locales.ts');
const list = readFileSync(localesFile, 'utf8');
const end = list.indexOf('] as const;');
if (end < 0) throw new Error('i18n/locales.ts: cannot find the end of the language list');
writeFileSync(
  localesFile,
  `${list.slice(0, end)}  { locale: '${code}', name: '${name.replace(/'/g, "\\'")}' },\n${list.slice(end)}`,
);
written.push(localesFile);

// The date pickers' words and calendar.
const pickers: Record<string, unknown> = await import('@mui/x-date-pickers/locales');
const [language, region] = code.split('-');
const muiName =
  [
    `${language}${(region ?? language!).toUpperCase()}`,
    ...Object.keys(pickers).filter((key) => key.startsWith(language!)),
  ].find((key) => key in pickers) ?? null;
const dayjsName = [code.toLowerCase(), language!].find((candidate) =>
  existsSync(join(root, 'node_modules', 'dayjs', 'locale', `${candidate}.js`)),
);
const pickerFile = join(root, 'src/framework/i18n/datePickers/languages', `${code}.ts`);
writeFileSync(
  pickerFile,
  `${dayjsName ? `import 'dayjs/locale/${dayjsName}';\n` : ''}import { ${muiName ?? 'enUS'} } from '@mui/x-date-pickers/locales';
import type { PickerLanguage } from '../PickerLanguage';

/** ${english} (\`npm run add:language\`)${muiName && dayjsName ? '' : ': English until MUI X or dayjs has the language'}. */
export const ${ident}: PickerLanguage = {
  dayjs: '${dayjsName ?? 'en'}',
  texts: ${muiName ?? 'enUS'}.components.MuiLocalizationProvider.defaultProps.localeText,
};
`,
);
written.push(pickerFile);

execFileSync(
  process.execPath,
  [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', '--log-level', 'warn', ...written],
  {
    cwd: root,
  },
);
console.log(
  [
    `add:language: ${name} (${code}). Written:`,
    ...written.map((file) => `  ${relative(root, file)}`),
    `Its ${pending.length} entries are in English until translated: \`npm run i18n:pending -- ${code}\` lists them.`,
    ...(muiName && dayjsName
      ? []
      : [
          `The date pickers speak English in ${code}: MUI X or dayjs has no ${code} (see ${relative(root, pickerFile)}).`,
        ]),
    'tests/unit/framework/pickerLanguages.test.ts checks that the pickers write dates as Intl does in the language.',
  ].join('\n'),
);
