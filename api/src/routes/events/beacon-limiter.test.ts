/** The beacons' per-address limit, counted without keeping any address (count-min sketch). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBeaconLimiter } from './beacon-limiter';

describe('beacon limiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses an address past its limit, not the others, and starts again with the next window', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    const limiter = createBeaconLimiter({ perWindow: 120, windowMs: 60_000 });
    const busy = '203.0.113.7';
    const allowed = Array.from({ length: 200 }, () => limiter.over(busy)).filter((o) => !o);
    expect(allowed).toHaveLength(120);
    // 20,000 other readers, five pages each, in the same window: none refused.
    let refused = 0;
    for (let i = 0; i < 20_000; i++) {
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      for (let view = 0; view < 5; view++) if (limiter.over(address)) refused += 1;
    }
    expect(refused).toBe(0);
    expect(limiter.over(busy)).toBe(true);
    vi.setSystemTime(new Date('2026-11-28T12:01:00Z'));
    expect(limiter.over(busy)).toBe(false);
  });
});
