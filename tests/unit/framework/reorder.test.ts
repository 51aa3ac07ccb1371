import { applyOrder, moveId, spliceOrder } from '../../../src/framework/resource/views/reorder/orderIds';

describe('drag ordering', () => {
  it('moves an id to the place of another', () => {
    expect(moveId(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveId(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveId(['a', 'b'], 'a', 'x')).toEqual(['a', 'b']);
  });

  it('places a reordered page where it stood in the whole order', () => {
    expect(spliceOrder(['1', '2', '3', '4', '5', '6'], ['4', '3'])).toEqual(['1', '2', '4', '3', '5', '6']);
    expect(spliceOrder(['1', '2', '3', '4'], ['2', '1'])).toEqual(['2', '1', '3', '4']);
    expect(spliceOrder([1, 2, 3], ['3', '2'])).toEqual([1, '3', '2']);
    expect(spliceOrder(['1', '2'], ['9'])).toEqual(['1', '2', '9']);
  });

  it('applies a saved order, unknown records last in their own order', () => {
    const records = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
    expect(applyOrder(records, ['c', 'a']).map((r) => r.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(applyOrder(records, undefined).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
