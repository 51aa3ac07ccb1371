import { pageSizes, type Page } from '../../../src/api/contract/common';
import { readAllPages } from '../../../src/api/http/readAllPages';

type Item = { id: string };

/** A collection of `total` records served `served` per page whatever page_size is asked for, as a capping API does. */
function capped(total: number, served: number) {
  const asked: { page: number; pageSize: number }[] = [];
  const records = Array.from({ length: total }, (_, index) => ({ id: String(index + 1) }));
  const read = async (page: number, pageSize: number): Promise<Page<Item>> => {
    asked.push({ page, pageSize });
    const size = Math.min(pageSize, served);
    return {
      items: records.slice((page - 1) * size, page * size),
      meta: { total, page, page_size: size, total_pages: Math.ceil(total / size) },
    };
  };
  return { read, asked };
}

describe('readAllPages', () => {
  it("asks for the API's largest page and follows meta.total_pages to the last record", async () => {
    const { read, asked } = capped(2 * pageSizes.max + 1, pageSizes.max);
    const items = await readAllPages(read);
    expect(items).toHaveLength(2 * pageSizes.max + 1);
    expect(items.at(-1)).toEqual({ id: String(2 * pageSizes.max + 1) });
    expect(asked).toEqual([1, 2, 3].map((page) => ({ page, pageSize: pageSizes.max })));
  });

  it('reads every page of a server that answers with smaller pages than asked for', async () => {
    const { read, asked } = capped(25, 10);
    const items = await readAllPages(read);
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 25 }, (_, index) => String(index + 1)));
    expect(asked.map((call) => call.page)).toEqual([1, 2, 3]);
  });

  it('reads one page of an empty collection', async () => {
    const { read, asked } = capped(0, pageSizes.max);
    expect(await readAllPages(read)).toEqual([]);
    expect(asked).toHaveLength(1);
  });

  it('keeps a record once when it moved to the next page between two reads', async () => {
    const pages: Page<Item>[] = [
      { items: [{ id: '1' }, { id: '2' }], meta: { total: 4, page: 1, page_size: 2, total_pages: 2 } },
      { items: [{ id: '2' }, { id: '3' }], meta: { total: 4, page: 2, page_size: 2, total_pages: 2 } },
    ];
    const items = await readAllPages(async (page) => pages[page - 1]!);
    expect(items.map((item) => item.id)).toEqual(['1', '2', '3']);
  });
});
