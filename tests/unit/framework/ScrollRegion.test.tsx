import { act, render, screen } from '@testing-library/react';
import { dataTableScroller, ScrollRegion } from '../../../src/framework/layout/ScrollRegion';

/**
 * jsdom has no layout and no ResizeObserver: a small model stands in for both. Every scrolling box
 * is as wide as the window; a table's content is 150 px per column. A ResizeObserver reports an
 * element when the test says its size changed (`resized`), and once when it starts observing it,
 * as browsers do.
 */
const COLUMN = 150;
let windowWidth = 600;
let widthReads = 0;
let observeCalls = 0;

class FakeResizeObserver {
  static readonly all = new Set<FakeResizeObserver>();
  readonly observed = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.add(this);
  }
  observe(element: Element) {
    observeCalls += 1;
    this.observed.add(element);
    queueMicrotask(() => this.notify(element));
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  notify(element: Element) {
    if (this.observed.has(element))
      this.callback([{ target: element } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

/** The browser found these elements' sizes changed: observers watching them hear of it. */
function resized(...elements: Element[]) {
  for (const observer of FakeResizeObserver.all) for (const element of elements) observer.notify(element);
}

function contentWidth(element: Element): number {
  const row = element.querySelector('tr');
  return row ? row.children.length * COLUMN : 0;
}

const originalResizeObserver = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => windowWidth });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      widthReads += 1;
      return Math.max(windowWidth, contentWidth(this));
    },
  });
});
afterAll(() => {
  globalThis.ResizeObserver = originalResizeObserver;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
});
beforeEach(() => {
  windowWidth = 600;
  FakeResizeObserver.all.clear();
});

/** Lets the observers report and the region measure (it measures once a frame). */
async function frames() {
  for (let i = 0; i < 2; i++) await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/** The window (and so every box and full-width table in it) gets a new width. */
async function resizeWindow(width: number) {
  windowWidth = width;
  resized(...Array.from(document.body.querySelectorAll('*')));
  await frames();
}

function Table({ columns, rows = 2, wide = '' }: { columns: number; rows?: number; wide?: string }) {
  return (
    <table aria-label="Sessions table">
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          <tr key={row}>
            {Array.from({ length: columns }, (_, column) => (
              <td key={column}>{`${row}.${column}${wide}`}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** react-admin's DataTable as far as the region cares: a loading table, an empty message, or a root with the wrapper. */
function FakeDataTable({
  state,
  columns = 6,
  rows,
  generation = 0,
}: {
  state: 'loading' | 'empty' | 'data';
  columns?: number;
  rows?: number;
  generation?: number;
}) {
  if (state === 'loading') return <div className="RaDataTable-loading">loading</div>;
  if (state === 'empty') return <p>No results</p>;
  return (
    <div className="RaDataTable-root" key={generation}>
      <div className="RaDataTable-tableWrapper">
        <Table columns={columns} rows={rows} />
      </div>
    </div>
  );
}

describe('ScrollRegion', () => {
  it('is a labelled region in the tab order only while its table overflows: window resized, columns hidden or shown', async () => {
    const { rerender } = render(
      <ScrollRegion label="Sessions">
        <Table columns={5} />
      </ScrollRegion>,
    );
    await frames();
    const region = screen.getByRole('region', { name: 'Sessions' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));

    await resizeWindow(1000);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(region).not.toHaveAttribute('tabindex');

    await resizeWindow(600);
    expect(screen.getByRole('region', { name: 'Sessions' })).toBe(region);

    // Columns hidden: only the table's size changes.
    rerender(
      <ScrollRegion label="Sessions">
        <Table columns={3} />
      </ScrollRegion>,
    );
    resized(screen.getByRole('table'));
    await frames();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    rerender(
      <ScrollRegion label="Sessions">
        <Table columns={7} />
      </ScrollRegion>,
    );
    resized(screen.getByRole('table'));
    await frames();
    expect(screen.getByRole('region', { name: 'Sessions' })).toHaveAttribute('tabindex', '0');
  });

  it('follows a replaced table', async () => {
    const { rerender } = render(
      <ScrollRegion label="Sessions">
        <Table key="a" columns={2} />
      </ScrollRegion>,
    );
    await frames();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    rerender(
      <ScrollRegion label="Sessions">
        <Table key="b" columns={2} />
      </ScrollRegion>,
    );
    await frames();
    // The new table grows wider later: it is watched too.
    rerender(
      <ScrollRegion label="Sessions">
        <Table key="b" columns={8} />
      </ScrollRegion>,
    );
    resized(screen.getByRole('table'));
    await frames();
    expect(screen.getByRole('region', { name: 'Sessions' })).toHaveAttribute('tabindex', '0');
  });

  it('with a target, the DataTable wrapper is the region — once it appears, and again when it is replaced', async () => {
    const view = (props: Parameters<typeof FakeDataTable>[0]) => (
      <ScrollRegion label="Users" target={dataTableScroller}>
        <FakeDataTable {...props} />
      </ScrollRegion>
    );
    const { rerender, container } = render(view({ state: 'loading' }));
    await frames();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    rerender(view({ state: 'data' }));
    await frames();
    const wrapper = container.querySelector(dataTableScroller);
    expect(screen.getByRole('region', { name: 'Users' })).toBe(wrapper);
    expect(wrapper).toHaveAttribute('tabindex', '0');
    // The outer box itself never is one.
    expect(container.firstElementChild).not.toHaveAttribute('role');

    // Filtered to nothing, then back: a new wrapper.
    rerender(view({ state: 'empty' }));
    await frames();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(view({ state: 'data', columns: 3 }));
    await frames();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(view({ state: 'data', columns: 6 }));
    resized(screen.getByRole('table'));
    await frames();
    const second = screen.getByRole('region', { name: 'Users' });
    expect(second).not.toBe(wrapper);

    // The whole DataTable re-mounted (an ancestor of the wrapper replaced).
    rerender(view({ state: 'data', columns: 6, generation: 1 }));
    await frames();
    const third = screen.getByRole('region', { name: 'Users' });
    expect(third).not.toBe(second);
    expect(third).toHaveAttribute('tabindex', '0');

    await resizeWindow(1000);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('rows rendering inside the table cost no observer work and no measuring while no size changes', async () => {
    const view = (rows: number) => (
      <ScrollRegion label="Users" target={dataTableScroller}>
        <FakeDataTable state="data" rows={rows} />
      </ScrollRegion>
    );
    const { rerender } = render(view(10));
    await frames();
    expect(screen.getByRole('region', { name: 'Users' })).toBeInTheDocument();

    const before = { observeCalls, widthReads };
    for (const rows of [20, 50, 100, 40]) {
      rerender(view(rows));
      await frames();
    }
    expect(screen.getAllByRole('row')).toHaveLength(40);
    expect({ observeCalls, widthReads }).toEqual(before);
    expect(screen.getByRole('region', { name: 'Users' })).toHaveAttribute('tabindex', '0');
  });
});
