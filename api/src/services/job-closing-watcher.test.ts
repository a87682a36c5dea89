/**
 * Jobs close at the end of their day with no write: the server's scheduler clears the public
 * caches once a UTC day begins, not before, whatever the number of looks (a server whose timers
 * are off, looked at with a moved clock).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND } from '../composition';
import { startTestServer, type TestServer } from '../../test/test-server';

let clock = new Date('2027-03-03T23:58:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ background: false, clock: () => clock });
});
afterAll(() => server?.close());

describe('the job closing watcher', () => {
  it('clears the public caches once when a UTC day begins, not before', async () => {
    const look = () => server.scheduler.runIfDue(BACKGROUND.jobClosing);
    const start = server.cache.generation();
    // The day's first look (a server starting) clears: it may be the first after midnight.
    expect(await look()).toBe(true);
    expect(server.cache.generation()).toBe(start + 1);
    clock = new Date('2027-03-03T23:59:59Z');
    expect(await look()).toBe(false);
    clock = new Date('2027-03-04T00:00:30Z');
    expect(await look()).toBe(true);
    expect(await look()).toBe(false);
    clock = new Date('2027-03-04T23:59:59Z');
    expect(await look()).toBe(false);
    expect(server.cache.generation()).toBe(start + 2);
  });
});
