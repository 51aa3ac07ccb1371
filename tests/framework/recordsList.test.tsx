import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { CoreAdminContext, memoryStore, useList, useListContext } from 'react-admin';
import { Button, createTheme, ThemeProvider } from '@mui/material';
import { loadMessages } from '../../i18n/locales';
import type { Messages } from '../../i18n/Messages';
import { RecordsList } from '../../src/framework/recordsList/RecordsList';
import type { RecordColumn } from '../../src/framework/recordsList/RecordColumn';
import { windowOfWidth } from '../support/windowOfWidth';

type Fruit = { id: number; name: string; colour: string | null };

const fruits: Fruit[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Fruit ${i + 1}`,
  colour: i % 2 ? 'red' : null,
}));

const columns: RecordColumn<Fruit>[] = [
  { source: 'name', label: 'Name', sortable: true },
  { source: 'colour', label: 'Colour' },
];

let messages: Messages;
let german: Messages;
beforeAll(async () => {
  [messages, german] = await Promise.all([loadMessages('en'), loadMessages('de')]);
});
afterEach(() => vi.unstubAllGlobals());

function Admin({ children, locale = 'en' }: { children: ReactNode; locale?: 'en' | 'de' }) {
  const catalog = locale === 'de' ? german : messages;
  return (
    <CoreAdminContext store={memoryStore()} i18nProvider={polyglotI18nProvider(() => catalog, locale)}>
      <ThemeProvider theme={createTheme()}>{children}</ThemeProvider>
    </CoreAdminContext>
  );
}

function BulkCount() {
  const { selectedIds } = useListContext();
  return <Button>{`Act on ${selectedIds.length}`}</Button>;
}

function Fruits({ data, bulk = false }: { data: Fruit[]; bulk?: boolean }) {
  const list = useList({ data, perPage: 10 });
  return (
    <RecordsList
      list={list}
      resource="fruit"
      label="Fruits"
      columns={columns}
      card={(fruit, value) => ({ title: fruit.name, lines: [value('colour')] })}
      empty="No fruit yet"
      toolbar={<span>Fruit stand</span>}
      {...(bulk ? { bulkActionButtons: <BulkCount /> } : {})}
    />
  );
}

const show = (data: Fruit[], bulk = false, locale: 'en' | 'de' = 'en') =>
  render(
    <Admin locale={locale}>
      <Fruits data={data} bulk={bulk} />
    </Admin>,
  );

describe('a records list', () => {
  it('is a table named by its label on a wide screen, its columns headed, an empty value a dash', async () => {
    show(fruits);
    const table = await screen.findByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Colour']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Fruit 1—');
    expect(screen.queryByRole('list', { name: 'Fruits' })).toBeNull();
    expect(screen.getByText('Fruit stand')).toBeInTheDocument();
  });

  it('is a list of cards at a phone width, each value labelled by its column', async () => {
    windowOfWidth(390);
    show(fruits);
    const cards = await screen.findByRole('list', { name: 'Fruits' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[1]).toHaveTextContent('Fruit 2');
    expect(within(items[1]!).getByText('Colour')).toBeInTheDocument();
    expect(within(items[1]!).getByText('red')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([1366, 390])('pages with a translated pager at %i px', async (width) => {
    windowOfWidth(width);
    const user = userEvent.setup();
    show(fruits);
    expect(await screen.findByText('1-10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11-12 of 12')).toBeInTheDocument();
    expect(screen.getByText('Fruit 12')).toBeInTheDocument();
    expect(screen.queryByText('Fruit 1')).toBeNull();
  });

  it.each([1366, 390])('names the pager in the chosen language at %i px', async (width) => {
    windowOfWidth(width);
    show(fruits, false, 'de');
    expect(await screen.findByRole('button', { name: 'Zur nächsten Seite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zur vorherigen Seite' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/next page|previous page| of \d/i);
  });

  it.each([1366, 390])('says it is empty at %i px, with no pager', async (width) => {
    windowOfWidth(width);
    show([]);
    expect(await screen.findByText('No fruit yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Fruits' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });

  it('selects cards at a phone width, one or the whole page, for the bulk actions', async () => {
    windowOfWidth(390);
    const user = userEvent.setup();
    show(fruits, true);
    const cards = await screen.findByRole('list', { name: 'Fruits' });
    await user.click(within(cards).getAllByRole('checkbox', { name: 'Select this row' })[0]!);
    expect(await screen.findByRole('button', { name: 'Act on 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Act on 10' })).toBeInTheDocument());
  });
});
