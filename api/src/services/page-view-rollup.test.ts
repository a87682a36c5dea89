/**
 * The rollup of one flush's views: rows found per day and kind, and the one-hash visitor scheme
 * (a visitor's day hash mixed with each row's keyed bits): the same visitor gives the same value
 * in a row and another in each other row; views of browsers asking not to be tracked add none.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countView, emptyRollup, hexWord, mergeRollups, visitorHashes } from './page-view-rollup';
import { pageOf } from './page-views.service';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const visitor = (who: string) => {
  const day = digest(`key\n${who}`);
  return {
    hi: hexWord(day, 0),
    lo: hexWord(day, 8),
    scopeOf: (kind: string, key: string) => digest(`key\n*\n${kind}:${key}`),
  };
};
const place = (page: string, referrer = '', campaign = '') => ({
  day: '2026-11-28',
  page,
  referrer,
  campaign,
});

describe('the page-view rollup', () => {
  it('reads eight hex digits as the number they write', () => {
    expect(hexWord('ffffffff00000000', 0)).toBe(0xffffffff);
    expect(hexWord('0123456789abcdef', 8)).toBe(0x89abcdef);
    expect(hexWord('0123456789abcdef', 0)).toBe(0x01234567);
  });

  it('counts rows per kind and key, and a visitor once per row with a value of its own', () => {
    const rollup = emptyRollup();
    countView(rollup, place('/a', 'news.example'), false, visitor('1.2.3.4\nFirefox'));
    countView(rollup, place('/a'), false, visitor('1.2.3.4\nFirefox'));
    countView(rollup, place('/b', '', 'mail\temail\tspring'), false, visitor('5.6.7.8\nSafari'));
    countView(rollup, place('/b'), true, undefined);
    const row = (kind: string, key: string) =>
      rollup.rows.findIndex((r) => r.kind === kind && r.key === key);
    expect(rollup.rows.map((r) => [r.kind, r.key, r.views, r.privateViews])).toEqual([
      ['site', '', 4, 1],
      ['page', '/a', 2, 0],
      ['referrer', 'news.example', 1, 0],
      ['page', '/b', 2, 1],
      ['campaign', 'mail\temail\tspring', 1, 0],
    ]);
    const [day, hashes] = [...visitorHashes(rollup)][0]!;
    expect(day).toBe('2026-11-28');
    const values = Array.from(hashes.rows, (r, i) => ({
      r,
      v: `${hashes.words[2 * i]}:${hashes.words[2 * i + 1]}`,
    }));
    // Two views of the first visitor: the same value twice in the site row and in /a's…
    const inRow = (r: number) => values.filter((x) => x.r === r).map((x) => x.v);
    expect(new Set(inRow(row('site', ''))).size).toBe(2);
    expect(inRow(row('page', '/a'))).toHaveLength(2);
    expect(new Set(inRow(row('page', '/a'))).size).toBe(1);
    // …and no value shared between rows, so the database counts each row apart.
    const all = values.map((x) => `${x.r}/${x.v}`);
    expect(new Set(values.map((x) => x.v)).size).toBe(new Set(all).size);
  });

  it('merges a failed flush into the next, its hashes on the merged rows', () => {
    const earlier = emptyRollup();
    countView(earlier, place('/a'), false, visitor('1.2.3.4\nFirefox'));
    const later = emptyRollup();
    countView(later, place('/b'), false, visitor('1.2.3.4\nFirefox'));
    countView(later, place('/a'), false, visitor('5.6.7.8\nSafari'));
    const merged = mergeRollups(earlier, later);
    expect(merged.views).toBe(3);
    expect(merged.rows.map((r) => [r.kind, r.key, r.views])).toEqual([
      ['site', '', 3],
      ['page', '/a', 2],
      ['page', '/b', 1],
    ]);
    const [, hashes] = [...visitorHashes(merged)][0]!;
    expect(Array.from(hashes.rows)).toEqual([0, 1, 0, 2, 0, 1]);
  });
});

describe('the page of a beacon', () => {
  it('is its path without query, fragment or trailing slash', () => {
    expect(pageOf('/blog/post-a?utm_source=x#top')).toBe('/blog/post-a');
    expect(pageOf('/careers/')).toBe('/careers');
    expect(pageOf('/a//')).toBe('/a');
    expect(pageOf('/')).toBe('/');
    expect(pageOf('/?utm_source=x')).toBe('/');
    expect(pageOf('/a#b?c')).toBe('/a');
    expect(pageOf('//evil.example/')).toBeUndefined();
    expect(pageOf('https://evil.example/')).toBeUndefined();
    expect(pageOf('/a b')).toBeUndefined();
    expect(pageOf(`/${'x'.repeat(250)}`)).toBeUndefined();
  });
});
