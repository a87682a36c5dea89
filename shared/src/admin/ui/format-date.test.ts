import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAge, formatDate, formatDateTime } from './format-date';
import { formatCount } from './plural';

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

// What Intl writes for en-US, the text the admin's own formatters must match.
const intlDateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const intlDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const intlRelative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

describe('the same text as Intl for en-US, without it', () => {
  it('dates and times, in this machine’s zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(formatDateTime(iso)).toBe(intlDateTime.format(new Date(ms)));
        expect(formatDate(iso)).toBe(intlDate.format(new Date(ms)));
      }),
      { numRuns: 2000 },
    );
  });

  // A process's zone is set as it starts (the test runner's cannot be changed): a process of its
  // own per zone, comparing every half hour of 2025 and 2026 (midnight, noon, summer time).
  for (const zone of ['America/New_York', 'Australia/Adelaide']) {
    it(`dates and times in ${zone}`, () => {
      const script = `
        const { formatDateTime, formatDate } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'format-date.ts')).href)});
        const long = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
        const short = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
        const wrong = [];
        for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 1_800_000) {
          const d = new Date(ms);
          if (formatDateTime(d.toISOString()) !== long.format(d) || formatDate(d.toISOString()) !== short.format(d)) wrong.push(d.toISOString());
        }
        console.log(JSON.stringify({ zone: long.resolvedOptions().timeZone, wrong: wrong.slice(0, 5) }));`;
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          env: { ...process.env, TZ: zone },
          encoding: 'utf8',
        },
      );
      expect(JSON.parse(out)).toEqual({ zone, wrong: [] });
    }, 30_000);
  }

  it('ages, past and future, in every unit', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: -4e11, max: 4e11 }), (offset) => {
        const minutes = offset / 60_000;
        if (Math.abs(minutes) < 1) return;
        // The unit formatAge picks (as it does), then what Intl says for that unit and amount.
        let value = minutes;
        let unit: Intl.RelativeTimeFormatUnit = 'minute';
        for (const [next, size] of [
          ['hour', 60],
          ['day', 24],
          ['week', 7],
          ['month', 4.35],
          ['year', 12],
        ] as const) {
          if (Math.abs(value) < size) break;
          value /= size;
          unit = next;
        }
        expect(formatAge(new Date(now + offset).toISOString(), now)).toBe(
          intlRelative.format(Math.trunc(value), unit),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('counts with thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});
