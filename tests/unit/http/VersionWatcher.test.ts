import { createVersionWatcher } from '../../../src/api/http/VersionWatcher';

describe('createVersionWatcher', () => {
  it('calls onChange once, when a later version differs from the first', () => {
    const onChange = vi.fn();
    const watcher = createVersionWatcher({ onChange });

    watcher.observe('1.0.0');
    watcher.observe('1.0.0');
    expect(onChange).not.toHaveBeenCalled();

    watcher.observe('1.0.1');
    watcher.observe('1.0.2');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
