/**
 * The disk clean-up after an erasure runs once however many processes try: two runners (two
 * "processes" on one database) take the pending requests together, one of them does the work,
 * the other finds nothing to do; a request another process holds (its lease running) is left to
 * it, and taken over once the lease has passed.
 */
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { requestDiskCleanup } from '../db/disk-cleanup.queries';
import { useSignedInServer } from '../../test/signed-in-server';
import { createDiskCleanup } from './disk-cleanup.service';

const ctx = useSignedInServer();
const runner = () => createDiskCleanup({ db: ctx.server.db, logger: createLogger('silent') });

describe('disk clean-up', () => {
  it('runs once across processes, and takes over a request whose process died', async () => {
    // Requests left by earlier activity of this server are done first.
    await runner().runDue();
    await requestDiskCleanup(ctx.server.db, 'erasure');
    await requestDiskCleanup(ctx.server.db, 'erasure');
    const results = await Promise.all([runner().runDue(), runner().runDue()]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await ctx.server.db('disk_cleanups').whereNull('done_at')).toEqual([]);
    const done = await ctx.server.db('disk_cleanups').orderBy('id', 'desc').limit(2);
    expect(done.map((d) => d.attempts)).toEqual([1, 1]);
    expect(done[0]?.result).toMatchObject({ tables: expect.arrayContaining(['audit_log']) });

    // Claimed by a process that then died: left alone while its lease runs, then taken over.
    await requestDiskCleanup(ctx.server.db, 'erasure');
    const [held] = await ctx.server
      .db('disk_cleanups')
      .whereNull('done_at')
      .update({ locked_until: new Date(Date.now() + 60_000), attempts: 1 })
      .returning('id');
    expect(await runner().runDue()).toBeNull();
    await ctx.server
      .db('disk_cleanups')
      .where({ id: held!.id })
      .update({ locked_until: new Date(Date.now() - 1000) });
    expect(await runner().runDue()).not.toBeNull();
    const row = await ctx.server.db('disk_cleanups').where({ id: held!.id }).first();
    expect(row!.done_at).not.toBeNull();
    expect(row!.attempts).toBe(2);
  });
});
