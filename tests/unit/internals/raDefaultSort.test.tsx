import { renderHook } from '@testing-library/react';
import { useListParams } from 'react-admin';
import { raDefaultSort } from '../../../src/framework/internals/raDefaultSort';
import { coreAdmin } from './coreAdmin';

describe('raDefaultSort', () => {
  it("is the sort the installed react-admin's list asks for when the list declares none", () => {
    const { result } = renderHook(() => useListParams({ resource: 'gadget', storeKey: 'gadget.list' }), {
      wrapper: coreAdmin(),
    });
    expect({ field: result.current[0].sort, order: result.current[0].order }).toEqual(raDefaultSort);
  });
});
