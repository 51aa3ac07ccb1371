import { ValidationStore } from '../../../src/api/http/ValidationStore';

describe('ValidationStore', () => {
  it('keys messages by lowercase method and path (without query), then by field', () => {
    const store = new ValidationStore();
    store.store('PUT', '/project/1?x=1', { name: ['Required', 'Too short'], alias: [] });

    expect(store.snapshot()).toEqual({ 'put /project/1': { name: ['Required', 'Too short'] } });
    expect(store.get('put', '/project/1', 'name')).toEqual(['Required', 'Too short']);
    expect(store.get('post', '/project/1', 'name')).toEqual([]);
    expect(store.getAll('PUT', '/project/1')).toEqual({ name: ['Required', 'Too short'] });
  });

  it('clears and sets single fields, clears everything, and notifies subscribers', () => {
    const store = new ValidationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.store('post', '/user', { email: ['Invalid'], name: ['Required'] });
    store.clearField('post', '/user', 'email');
    store.setField('post', '/user', 'password', 'Passwords do not match');

    expect(store.getAll('post', '/user')).toEqual({ name: ['Required'], password: ['Passwords do not match'] });
    expect(listener).toHaveBeenCalledTimes(3);

    store.clearAll();
    expect(store.snapshot()).toEqual({});
    expect(listener).toHaveBeenCalledTimes(4);

    store.clearAll(); // nothing to clear: no notification
    unsubscribe();
    store.setField('post', '/user', 'name', 'x');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('keeps snapshots stable between writes', () => {
    const store = new ValidationStore();
    store.store('post', '/user', { name: ['Required'] });
    const before = store.snapshot();
    expect(store.snapshot()).toBe(before);
    expect(store.getAll('post', '/user')).toBe(store.getAll('post', '/user'));
    store.clearField('post', '/user', 'name');
    expect(store.snapshot()).not.toBe(before);
    expect(before).toEqual({ 'post /user': { name: ['Required'] } });
  });
});
