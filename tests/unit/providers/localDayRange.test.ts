import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod/mini';
import { takesCalendarDays } from '../../../src/api/contract/calendarDays';
import { dayRange } from '../../../src/api/contract/day';
import { dateRange } from '../../../src/api/contract/endpoint';
import { withLocalDayRanges } from '../../../src/providers/localDayRange';

const moduleUrl = pathToFileURL(resolve(import.meta.dirname, '../../../src/providers/localDayRange.ts')).href;

/** Both bounds of a day, computed by a Node process in time zone `zone` (a test worker cannot change its own). */
function boundsIn(zone: string, day: string): [string, string] {
  const code = `const { localDayBound } = await import(${JSON.stringify(moduleUrl)});
console.log(JSON.stringify([localDayBound('from', ${JSON.stringify(day)}), localDayBound('to', ${JSON.stringify(day)})]));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  return JSON.parse(out) as [string, string];
}

describe("date range filters use the administrator's local day at both ends", () => {
  it('in New York, 24 Nov runs from 05:00 UTC that day to 04:59:59.999 UTC the next', () => {
    expect(boundsIn('America/New_York', '2026-11-24')).toEqual([
      '2026-11-24T05:00:00.000Z',
      '2026-11-25T04:59:59.999Z',
    ]);
  });

  it('in Tokyo, 24 Nov starts on 23 Nov in UTC', () => {
    expect(boundsIn('Asia/Tokyo', '2026-11-24')).toEqual(['2026-11-23T15:00:00.000Z', '2026-11-24T14:59:59.999Z']);
  });

  it('converts only the range bounds of a filter, and leaves instants and other filters alone', () => {
    const converted = withLocalDayRanges({
      created_at_from: '2026-01-02',
      created_at_to: '2026-01-02',
      updated_at_from: '2026-01-02T10:00:00Z',
      type: ['jwt'],
      note: '2026-01-02',
    });
    expect(converted).toEqual({
      created_at_from: new Date(2026, 0, 2).toISOString(),
      created_at_to: new Date(new Date(2026, 0, 3).getTime() - 1).toISOString(),
      updated_at_from: '2026-01-02T10:00:00Z',
      type: ['jwt'],
      note: '2026-01-02',
    });
  });

  it("leaves a date field's range (the call takes calendar days) as the days picked", () => {
    const query = z.strictObject({ ...dayRange('expires_on'), ...dateRange('created_at') });
    const days = (key: string) => takesCalendarDays(query, key);
    expect(withLocalDayRanges({ expires_on_from: '2027-03-01', created_at_from: '2027-03-01' }, days)).toEqual({
      expires_on_from: '2027-03-01',
      created_at_from: new Date(2027, 2, 1).toISOString(),
    });
    expect(['expires_on_from', 'expires_on_to', 'created_at_from', 'other'].map(days)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
