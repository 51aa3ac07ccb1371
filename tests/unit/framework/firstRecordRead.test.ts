import { resources } from '../../../resources/resourceList';
import { firstRecordRead } from '../../../src/framework/resource/firstRecordRead';

describe('the record a signed-in deep link opens, read ahead (firstRecordRead)', () => {
  it("names a top-level resource's record at {path}/update/:id, the id as the address gives it", () => {
    expect(firstRecordRead(resources, '/user/update/1')).toEqual({ resource: 'user', id: '1' });
    expect(firstRecordRead(resources, '/auth-type/update/3')).toEqual({ resource: 'authType', id: '3' });
  });

  it('names none for a list, a create form, a nested record or an unknown address', () => {
    for (const pathname of [
      '/user',
      '/user/create',
      '/user/credentials/1/update/2',
      '/user/update',
      '/nowhere/update/1',
    ])
      expect(firstRecordRead(resources, pathname), pathname).toBeNull();
  });
});
