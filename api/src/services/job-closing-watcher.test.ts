import { describe, expect, it } from 'vitest';
import { createJobClosingWatcher } from './job-closing-watcher';

describe('the job closing watcher', () => {
  it('clears the public caches once when a UTC day begins, not before', () => {
    let clock = new Date('2027-03-03T23:58:00Z');
    let cleared = 0;
    const watcher = createJobClosingWatcher(
      { contentChanged: () => void (cleared += 1) },
      () => clock,
    );
    expect(watcher.tick()).toBe(false);
    clock = new Date('2027-03-03T23:59:59Z');
    expect(watcher.tick()).toBe(false);
    clock = new Date('2027-03-04T00:00:30Z');
    expect(watcher.tick()).toBe(true);
    expect(watcher.tick()).toBe(false);
    expect(cleared).toBe(1);
  });
});
