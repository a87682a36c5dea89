import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  it('writes a date as the en-US long date in UTC, as toLocaleDateString did', () => {
    const dates = [
      '2026-03-04T00:00:00.000Z',
      '2026-03-04T23:59:59.999Z',
      '2025-12-31T23:30:00.000Z',
      '2024-02-29T12:00:00.000Z',
      '1999-01-01T00:00:00.000Z',
      '2026-11-09',
    ];
    for (const iso of dates) {
      const expected = new Date(iso).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatDate(iso), iso).toBe(expected);
    }
    expect(formatDate('2026-03-04T10:00:00Z')).toBe('March 4, 2026');
  });

  it('answers nothing for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
