import { resources } from '../../../resources/resourceList';
import { firstListRead } from '../../../src/framework/resource/firstListRead';

const nothingStored = () => undefined;
const at = (pathname: string, search = '') => ({ pathname, search });

describe("a signed-in deep link's first list read", () => {
  it("is a top-level list's first page with the declaration's defaults, as react-admin asks for it", () => {
    expect(firstListRead(resources, at('/user'), nothingStored)).toEqual({
      resource: 'user',
      params: { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    });
    expect(firstListRead(resources, at('/auth-type/'), nothingStored)?.params.sort).toEqual({
      field: 'priority',
      order: 'ASC',
    });
  });

  it('is not started for a link with a query string, a list with kept state, a nested or client-paged list, or a form', () => {
    expect(firstListRead(resources, at('/user', '?filter=%7B%7D'), nothingStored)).toBeNull();
    expect(firstListRead(resources, at('/user'), (key) => (key === 'user.list' ? { page: 2 } : undefined))).toBeNull();
    expect(firstListRead(resources, at('/user/credentials/1'), nothingStored)).toBeNull();
    expect(firstListRead(resources, at('/project'), nothingStored)).toBeNull();
    expect(firstListRead(resources, at('/user/create'), nothingStored)).toBeNull();
    expect(firstListRead(resources, at('/'), nothingStored)).toBeNull();
  });
});
