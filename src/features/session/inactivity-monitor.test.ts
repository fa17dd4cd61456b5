import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startInactivityMonitor } from './inactivity-monitor.ts';
import { inactivityState } from './inactivity-state.ts';

const minutes = (n: number) => n * 60_000;

describe('inactivity monitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the dialog after 15 minutes without activity and logs out after the 3-minute countdown', () => {
    const onExpire = vi.fn();
    const monitor = startInactivityMonitor(onExpire);
    vi.advanceTimersByTime(minutes(15) - 1);
    expect(inactivityState.dialogOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(inactivityState).toMatchObject({ dialogOpen: true, secondsLeft: 180 });
    vi.advanceTimersByTime(minutes(1));
    expect(inactivityState.secondsLeft).toBe(120);
    vi.advanceTimersByTime(minutes(2) - 1000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(inactivityState.dialogOpen).toBe(false);
    monitor.stop();
  });

  it('mouse, key and click activity restart the 15 minutes', () => {
    const monitor = startInactivityMonitor(vi.fn());
    for (const event of ['mousemove', 'keydown', 'click']) {
      vi.advanceTimersByTime(minutes(10));
      window.dispatchEvent(new Event(event));
    }
    vi.advanceTimersByTime(minutes(14));
    expect(inactivityState.dialogOpen).toBe(false);
    vi.advanceTimersByTime(minutes(1));
    expect(inactivityState.dialogOpen).toBe(true);
    monitor.stop();
  });

  it('activity while the dialog shows does not cancel it; resume watches again from now', () => {
    const onExpire = vi.fn();
    const monitor = startInactivityMonitor(onExpire);
    vi.advanceTimersByTime(minutes(15));
    window.dispatchEvent(new Event('mousemove'));
    expect(inactivityState.dialogOpen).toBe(true);
    monitor.resume();
    expect(inactivityState.dialogOpen).toBe(false);
    vi.advanceTimersByTime(minutes(5));
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(minutes(10));
    expect(inactivityState.dialogOpen).toBe(true);
    monitor.stop();
  });

  it('stop removes every timer', () => {
    const onExpire = vi.fn();
    startInactivityMonitor(onExpire).stop();
    vi.advanceTimersByTime(minutes(30));
    expect(onExpire).not.toHaveBeenCalled();
    expect(inactivityState.dialogOpen).toBe(false);
  });
});
