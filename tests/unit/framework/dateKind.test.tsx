import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { isDay } from '../../../src/import/convert';
import { CsvValidator } from '../../../src/import/validator';
import { DateKindField } from '../../../src/framework/resource/fields/DateKindField';
import { formatDay } from '../../../src/framework/i18n/localeFormats';
import { exportedValue } from '../../../src/framework/resource/exportedValue';
import { toCsv } from '../../../src/framework/resource/csv';
import { listFilters } from '../../../src/framework/resource/views/listFilters';
import type { ResolvedField } from '../../../src/framework/resource/ResourceDeclaration';

/** The `date` field kind (issue 45, item 3): a calendar day, never an instant, from cell to CSV. */
const expiry: ResolvedField = {
  source: 'expires_on',
  column: 'expires_on',
  kind: 'date',
  required: false,
  list: { show: true, sortable: true, hidden: false },
  filter: 'optional',
  form: { create: true, edit: true },
  readOnly: { create: false, edit: false },
  declaration: { source: 'expires_on' },
};

describe('the date kind', () => {
  it("shows the day in the language's digits, the same day whatever the time zone", () => {
    expect(formatDay('2027-03-01', 'en')).toBe('03/01/2027');
    expect(formatDay('2027-03-01', 'de')).toBe('01.03.2027');
    expect(formatDay('soon', 'en')).toBe('soon');
    render(
      <RecordContextProvider value={{ id: 1, expires_on: '2027-03-01' }}>
        <DateKindField field={expiry} />
      </RecordContextProvider>,
    );
    expect(screen.getByText('03/01/2027')).toHaveAttribute('datetime', '2027-03-01');
  });

  it('filters by a from/to range of days, like a date-time', () => {
    const filters = listFilters([expiry], false, { search: 'Search', range: (_field, bound) => `Expires ${bound}` });
    expect(filters.map((filter) => (filter.props as { source: string }).source)).toEqual([
      'expires_on_from',
      'expires_on_to',
    ]);
  });

  it('exports the day as the API has it, and imports only real days written YYYY-MM-DD', () => {
    expect(toCsv(['Expires on'], [[exportedValue(expiry, '2027-03-01')]])).toBe('Expires on\r\n2027-03-01');
    expect(['2027-03-01', ' 2028-02-29 ', '2027-02-29', '01/03/2027', '2027-03-01T00:00:00Z'].map(isDay)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    const validator = new CsvValidator({
      plan: { fields: [{ name: 'expires_on', kind: 'date' }], required: [], atLeastOneOf: [] },
      mapping: { expires_on: 0 },
      skipFirstLine: true,
    });
    validator.push([['Expires on'], ['2027-03-01'], ['1 March 2027']]);
    expect(validator.finish().problems).toEqual([{ code: 'date', row: 3, column: 'Expires on' }]);
  });
});
