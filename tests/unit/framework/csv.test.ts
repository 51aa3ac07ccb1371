import { csvCell, toCsv } from '../../../src/framework/resource/csv';

describe('CSV export', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
  ])('neutralises formula starts: %j', (value, expected) => {
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
