import { describe, expect, it } from 'vitest';
import type { UpdateState } from '@northbeam/shared/platform/app-updates';
import { createUpdatePolicy, feedUrlOf, type Updater, type UpdaterEvent } from './update-policy';

function fakeUpdater() {
  let listener: (event: UpdaterEvent) => void = () => undefined;
  const updater = {
    feeds: [] as string[],
    checks: 0,
    installs: 0,
    failNext: false,
    setFeedUrl(url: string) {
      updater.feeds.push(url);
    },
    async check() {
      updater.checks += 1;
      if (updater.failNext) {
        updater.failNext = false;
        throw new Error('net::ERR_CONNECTION_REFUSED');
      }
    },
    quitAndInstall() {
      updater.installs += 1;
    },
    onEvent(l: (event: UpdaterEvent) => void) {
      listener = l;
    },
    emit: (event: UpdaterEvent) => listener(event),
  };
  return updater satisfies Updater & Record<string, unknown>;
}

function setup(origin: string | null = 'https://www.example.com') {
  const updater = fakeUpdater();
  const states: UpdateState[] = [];
  let tick: () => void = () => undefined;
  const policy = createUpdatePolicy({
    updater,
    getOrigin: () => origin,
    onState: (s) => states.push(s),
    setInterval: (run, ms) => {
      expect(ms).toBe(4 * 60 * 60 * 1000);
      tick = run;
      return {};
    },
    clearInterval: () => undefined,
  });
  return { updater, states, policy, tick: () => tick() };
}

describe('update policy', () => {
  it('takes updates only from the signed-in server, over https (or this computer)', () => {
    expect(feedUrlOf('https://www.example.com')).toBe('https://www.example.com/desktop');
    expect(feedUrlOf('https://www.example.com:8443/')).toBe('https://www.example.com:8443/desktop');
    expect(feedUrlOf('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/desktop');
    expect(feedUrlOf('http://localhost:3000')).toBe('http://localhost:3000/desktop');
    expect(feedUrlOf('http://www.example.com')).toBeUndefined();
    expect(feedUrlOf('file:///etc')).toBeUndefined();
    expect(feedUrlOf(null)).toBeUndefined();
  });

  it('looks at start and every four hours; downloads in the background; says when it is ready', async () => {
    const { updater, states, policy, tick } = setup();
    policy.start();
    await Promise.resolve();
    expect(updater.checks).toBe(1);
    expect(updater.feeds).toEqual(['https://www.example.com/desktop']);
    updater.emit({ type: 'none' });
    expect(policy.state()).toEqual({ kind: 'idle' });

    tick();
    await Promise.resolve();
    expect(updater.checks).toBe(2);
    updater.emit({ type: 'available', version: '1.5.0' });
    updater.emit({ type: 'progress', percent: 42.4 });
    expect(policy.state()).toEqual({ kind: 'downloading', version: '1.5.0', percent: 42 });
    updater.emit({ type: 'downloaded', version: '1.5.0' });
    expect(policy.state()).toEqual({ kind: 'ready', version: '1.5.0' });
    expect(states.map((s) => s.kind)).toEqual([
      'checking',
      'idle',
      'checking',
      'downloading',
      'downloading',
      'ready',
    ]);
    // Ready: the next look does not download again.
    tick();
    await Promise.resolve();
    expect(updater.checks).toBe(2);
  });

  it('restarts only when asked, into a downloaded update, and never over unsaved work', async () => {
    const { updater, policy } = setup();
    expect(policy.restart(false)).toEqual({ restarting: false });
    await policy.check();
    updater.emit({ type: 'downloaded', version: '1.5.0' });
    expect(updater.installs).toBe(0);
    expect(policy.restart(true)).toEqual({ restarting: false });
    expect(updater.installs).toBe(0);
    expect(policy.restart(false)).toEqual({ restarting: true });
    expect(updater.installs).toBe(1);
  });

  it('a failed look is reported and tried again later; no server, no look', async () => {
    const { updater, policy } = setup();
    updater.failNext = true;
    await policy.check();
    expect(policy.state()).toEqual({ kind: 'error', message: 'net::ERR_CONNECTION_REFUSED' });
    await policy.check();
    expect(updater.checks).toBe(2);

    const none = setup(null);
    await none.policy.check();
    expect(none.updater.checks).toBe(0);
    const plain = setup('http://www.example.com');
    await plain.policy.check();
    expect(plain.updater.checks).toBe(0);
  });
});
