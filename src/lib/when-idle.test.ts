import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for idle time where the engine has requestIdleCallback', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const task = vi.fn();
    whenIdle(task, 500);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    expect(task).not.toHaveBeenCalled();
    (idle.mock.calls[0]![0] as () => void)();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after the current task in Safari, which has none', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
