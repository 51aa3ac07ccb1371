import { raColumnsSelectorSearchFrom } from '../../../src/framework/internals/raColumnsSelectorSearchFrom';
import { installedSource } from './installedSource';

describe('raColumnsSelectorSearchFrom', () => {
  it("is the number of columns from which the installed react-admin's column chooser shows its search (read off its code)", () => {
    const source = installedSource('ra-ui-materialui', 'dist/list/datatable/ColumnsSelector.js');
    const threshold = source.match(/shouldDisplaySearchInput = childrenArray\.length > (\d+)/)?.[1];
    expect(Number(threshold) + 1).toBe(raColumnsSelectorSearchFrom);
  });
});
