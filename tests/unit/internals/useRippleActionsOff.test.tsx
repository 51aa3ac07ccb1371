import { render, renderHook } from '@testing-library/react';
import useLazyRipple from '@mui/material/useLazyRipple';
import { useRippleActionsOff } from '../../../src/framework/internals/useRippleActionsOff';

/**
 * src/framework/internals/useRippleActionsOff.ts reaches MUI's unexported LazyRipple class through
 * the hook's instance (mui/material-ui#48999): an upgrade that moves or renames these actions must
 * fail here, not leak again.
 */
describe('useRippleActionsOff', () => {
  it("finds the installed MUI's lazy ripple actions on the prototype every ripple shares, and turns them off", () => {
    const { result: before } = renderHook(() => useLazyRipple());
    const actions = Object.getPrototypeOf(before.current) as Record<string, unknown>;
    for (const name of ['start', 'stop', 'pulsate']) expect(typeof actions[name], name).toBe('function');
    const start = actions.start;

    function Root() {
      useRippleActionsOff();
      return null;
    }
    render(<Root />);
    const { result: after } = renderHook(() => useLazyRipple());
    expect(Object.getPrototypeOf(after.current)).toBe(actions);
    expect(after.current.start).not.toBe(start);
    expect(after.current.start()).toBeUndefined();
  });
});
