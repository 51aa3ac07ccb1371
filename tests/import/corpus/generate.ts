/**
 * Writes the malformed-CSV corpus (run once: `npx tsx tests/import/corpus/generate.ts`; the files
 * are committed). Each file's expected outcome is in tests/import/corpus.test.ts.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = import.meta.dirname;
const files: Record<string, string | Buffer> = {
  'empty.csv': '',
  'header-only.csv': 'username,name,email\n',
  'blank-lines-only.csv': '\n\n   \n\n',
  'only-delimiters.csv': ',,,\n,,,\n',
  'wrong-delimiter-colon.csv': 'username:name:email\nada:Ada Lovelace:ada@example.com\n',
  'semicolon-delimiter.csv':
    'username;name;email\nada;Ada Lovelace;ada@example.com\ngrace;Grace Hopper;grace@example.com\n',
  'tab-delimiter.csv': 'username\tname\temail\nada\tAda Lovelace\tada@example.com\n',
  'bom.csv': '\ufeffusername,name,email\nada,Ada Lovelace,ada@example.com\n',
  'latin1.csv': Buffer.concat([
    Buffer.from('username,name,email\nrene,Ren'),
    Buffer.from([0xe9]),
    Buffer.from(' Descartes,rene@example.com\n'),
  ]),
  'utf16le.csv': Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    Buffer.from('username,name,email\nada,Ada,ada@example.com\n', 'utf16le'),
  ]),
  'ragged-short-row.csv': 'username,name,email\nada,Ada Lovelace,ada@example.com\ngrace,Grace Hopper\n',
  'ragged-long-row.csv': 'username,name,email\nada,Ada Lovelace,ada@example.com,extra\n',
  'unclosed-quote.csv': 'username,name,email\nada,"Ada Lovelace,ada@example.com\ngrace,Grace,grace@example.com\n',
  'bad-quote.csv': 'username,name,email\nada,"Ada" Lovelace,ada@example.com\n',
  'columns-10000.csv': `${Array.from({ length: 10_000 }, (_, i) => (i === 0 ? 'username' : `c${i}`)).join(',')}\n${Array.from({ length: 10_000 }, (_, i) => (i === 0 ? 'ada' : 'x')).join(',')}\n`,
  'formula-equals.csv': 'username,name,email\nada,"=HYPERLINK(""http://evil.example"",""click"")",ada@example.com\n',
  'formula-at.csv': 'username,name,email\nada,@SUM(1+1),ada@example.com\n',
  'formula-plus.csv': "username,name,email\nada,+cmd|' /C calc'!A0,ada@example.com\n",
  'formula-minus.csv': 'username,name,email\nada,-2+3+cmd,ada@example.com\n',
  'duplicate-headers.csv': 'username,email,email\nada,ada@example.com,ada2@example.com\n',
  'empty-header-name.csv': 'username,,email\nada,x,ada@example.com\n',
  'missing-required-column.csv': 'name,email\nAda Lovelace,ada@example.com\n',
  'missing-group.csv': 'username,note\nada,no name nor e-mail\n',
  'required-value-empty.csv': 'username,name,email\nada,Ada,ada@example.com\n,Nobody,nobody@example.com\n',
  'invalid-email.csv': 'username,name,email\nada,Ada,not-an-email\n',
  'nul-byte.csv': 'username,name,email\nada,Ad\u0000a,ada@example.com\n',
  'long-cell.csv': `username,name,note\nada,Ada,${'x'.repeat(20_000)}\n`,
  'html-not-csv.csv': '<!doctype html>\n<html><body><p>Not a CSV file</p></body></html>\n',
  'leading-zeros.csv': 'username,name,email\n0012,Zero Twelve,0012@example.com\n',
  'quoted-newlines.csv': 'username,name,note\nada,Ada,"first line\nsecond line"\ngrace,Grace,"say ""hi"""\n',
  'tab-prefixed-formula.csv': 'username,name,email\nada,"\t=1+1",ada@example.com\n',
  'blank-required-value.csv': 'username,name,email\n   ,Blank,blank@example.com\n',
  'crlf.csv': 'username,name,email\r\nada,Ada,ada@example.com\r\ngrace,Grace,grace@example.com\r\n',
};

for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
process.stdout.write(`${Object.keys(files).length} files written to ${dir}\n`);
