import { describe, expect, it } from 'vitest';
import { backoffMs } from './outbox-worker';

describe('the outbox retry schedule', () => {
  it('doubles from the base, within ±10 %, and never waits more than an hour', () => {
    const exact = (attempts: number) => backoffMs(attempts, 30, () => 0.5);
    expect([1, 2, 3, 4].map(exact)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(exact(20)).toBe(3_600_000);
    expect(backoffMs(1, 30, () => 0)).toBe(27_000);
    expect(backoffMs(1, 30, () => 0.999999)).toBeLessThanOrEqual(33_000);
  });
});
