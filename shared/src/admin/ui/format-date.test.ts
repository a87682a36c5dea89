import { describe, expect, it } from 'vitest';
import { formatAge } from './format-date';

describe('formatAge', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('says how long ago in the largest whole unit', () => {
    expect(formatAge(ago(20_000), now)).toBe('just now');
    expect(formatAge(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatAge(ago(3 * 3600_000 + 10 * 60_000), now)).toBe('3 hours ago');
    expect(formatAge(ago(26 * 3600_000), now)).toBe('yesterday');
    expect(formatAge(ago(3 * 86400_000), now)).toBe('3 days ago');
    expect(formatAge(ago(15 * 86400_000), now)).toBe('2 weeks ago');
    expect(formatAge(ago(70 * 86400_000), now)).toBe('2 months ago');
    expect(formatAge(ago(800 * 86400_000), now)).toBe('2 years ago');
  });
  it('leaves a text that is no date as it is', () => {
    expect(formatAge('soon', now)).toBe('soon');
  });
});
