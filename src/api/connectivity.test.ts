import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/* The module keeps its state (status, pending re-check) at module level: each test loads it afresh. */
async function loadConnectivity() {
  vi.resetModules();
  return import('./connectivity.ts');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connectivity', () => {
  it('re-checks an unreachable server with a pause that doubles up to a ceiling', async () => {
    const connectivity = await loadConnectivity();
    const probeTimes: number[] = [];
    const start = Date.now();
    // The probe goes unanswered too, as http.ts reports it.
    connectivity.setReachabilityProbe(async () => {
      probeTimes.push(Date.now() - start);
      connectivity.reportNoAnswer();
    });
    connectivity.reportNoAnswer();
    expect(connectivity.isReachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    const pauses = probeTimes.map((time, index) => time - (probeTimes[index - 1] ?? 0));
    expect(pauses.slice(0, 6)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000]);
    expect(Math.max(...pauses)).toBe(connectivity.RECHECK_MAX_MS);
  });

  it('does not push the re-check back when the screen’s other reads fail meanwhile', async () => {
    const connectivity = await loadConnectivity();
    const probe = vi.fn(async () => {});
    connectivity.setReachabilityProbe(probe);
    connectivity.reportNoAnswer();
    await vi.advanceTimersByTimeAsync(1_000);
    connectivity.reportNoAnswer();
    connectivity.reportNoAnswer();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('clears itself on the first answer, tells the listeners once, and starts the pauses afresh', async () => {
    const connectivity = await loadConnectivity();
    const probe = vi.fn(async () => {});
    connectivity.setReachabilityProbe(probe);
    const recovered = vi.fn();
    connectivity.onReachableAgain(recovered);
    connectivity.reportNoAnswer();
    connectivity.reportAnswer();
    connectivity.reportAnswer();
    expect(connectivity.isReachable()).toBe(true);
    expect(recovered).toHaveBeenCalledTimes(1);
    // No re-check is left waiting once the server answered.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).not.toHaveBeenCalled();
    connectivity.reportNoAnswer();
    await vi.advanceTimersByTimeAsync(connectivity.RECHECK_FIRST_MS);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('counts the browser’s offline flag, and checks the server at once when the network is back', async () => {
    const connectivity = await loadConnectivity();
    const probe = vi.fn(async () => {});
    connectivity.setReachabilityProbe(probe);
    window.dispatchEvent(new Event('offline'));
    expect(connectivity.isReachable()).toBe(false);
    connectivity.reportNoAnswer();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(probe).toHaveBeenCalledTimes(1);
  });
});
